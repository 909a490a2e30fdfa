import type { UserFields } from '../../../shared/contracts/users/schemas';
import { checkedLanguage } from '../../i18n/catalogues';

/** The app_user columns the user form sets, on creating and on changing a user. */
export function userColumns(input: Omit<UserFields, 'roles' | 'plants' | 'vendors'>) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    language: checkedLanguage(input.language),
    is_warehouse_user: input.isWarehouseUser,
    is_admin: input.isAdmin,
    active: input.active,
  };
}
