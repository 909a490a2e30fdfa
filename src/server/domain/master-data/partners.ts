import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { companyCode, costCenter, customer, vendor } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { canSeeCustomers, canSeeVendor, type Viewer } from './viewer';

/** A customer; supplier users see none (see viewer.ts), which reads as not found. */
export async function getCustomer(db: Kysely<DB>, viewer: Viewer, customerNumber: string): Promise<z.infer<typeof customer>> {
  const row = canSeeCustomers(viewer)
    ? await db
        .selectFrom('customer')
        .innerJoin('country', 'country.iso_code', 'customer.country')
        .select(['customer.customer_number', 'customer.name', 'customer.country', 'country.name as country_name', 'customer.city'])
        .where('customer.customer_number', '=', customerNumber)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('CUSTOMER_NOT_FOUND', { customerNumber });
  return { customerNumber: row.customer_number, name: row.name, country: row.country, countryName: row.country_name, city: row.city };
}

/** A vendor; a supplier user sees only its own vendor(s). */
export async function getVendor(db: Kysely<DB>, viewer: Viewer, vendorId: string): Promise<z.infer<typeof vendor>> {
  const row = canSeeVendor(viewer, vendorId)
    ? await db
        .selectFrom('vendor')
        .innerJoin('country', 'country.iso_code', 'vendor.country')
        .select(['vendor.vendor_id', 'vendor.name', 'vendor.country', 'country.name as country_name', 'vendor.city', 'vendor.email'])
        .where('vendor.vendor_id', '=', vendorId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('VENDOR_NOT_FOUND', { vendorId });
  return {
    vendorId: row.vendor_id,
    name: row.name,
    country: row.country,
    countryName: row.country_name,
    city: row.city,
    email: row.email,
  };
}

export async function getCompanyCode(db: Kysely<DB>, code: string): Promise<z.infer<typeof companyCode>> {
  const row = await db
    .selectFrom('company_code')
    .innerJoin('country', 'country.iso_code', 'company_code.country')
    .select([
      'company_code.company_code',
      'company_code.name',
      'company_code.country',
      'country.name as country_name',
      'company_code.currency',
    ])
    .where('company_code.company_code', '=', code)
    .executeTakeFirst();
  if (!row) throw new DomainError('COMPANY_CODE_NOT_FOUND', { companyCode: code });
  return { companyCode: row.company_code, name: row.name, country: row.country, countryName: row.country_name, currency: row.currency };
}

export async function getCostCenter(db: Kysely<DB>, code: string): Promise<z.infer<typeof costCenter>> {
  const row = await db
    .selectFrom('cost_center')
    .innerJoin('company_code', 'company_code.company_code', 'cost_center.company_code')
    .select(['cost_center.cost_center', 'cost_center.description', 'cost_center.company_code', 'company_code.name as company_name'])
    .where('cost_center.cost_center', '=', code)
    .executeTakeFirst();
  if (!row) throw new DomainError('COST_CENTER_NOT_FOUND', { costCenter: code });
  return { costCenter: row.cost_center, description: row.description, companyCode: row.company_code, companyName: row.company_name };
}
