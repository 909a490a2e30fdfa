import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import * as mailApi from '../../../shared/contracts/mail/endpoints';
import * as adminApi from '../../../shared/contracts/users/endpoints';
import { type AdminUser, PASSWORD_MIN, passwordSchema, usernameSchema } from '../../../shared/contracts/users/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { CheckGroup, plantOptions } from '../../ui/CheckGroup';
import { FormField } from '../../ui/FormField';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { showTime } from '../../ui/plant-time';
import { SubmitButton } from '../../ui/SubmitButton';
import { Tabs } from '../../ui/Tabs';
import { AdminList } from './AdminList';
import { RolesTab } from './RolesTab';
import { UserSessions } from './UserSessions';

/** /supplier/admin/users: users, their roles, plant and vendor scope and passwords; roles and grants. */
export function AdminUsers() {
  const [tab, setTab] = useState<'users' | 'roles'>('users');
  return (
    <Page title={t('usr.title')}>
      <Tabs
        tabs={[
          ['users', t('usr.tabUsers')],
          ['roles', t('usr.tabRoles')],
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'users' ? <UsersTab /> : <RolesTab />}
    </Page>
  );
}

function UsersTab() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const users = useQuery({
    queryKey: ['admin-users', search],
    queryFn: () => call(adminApi.listUsers, { query: { search } }),
  });
  const editing = selected === 'new' ? null : users.data?.users.find((u) => u.userId === selected);
  return (
    <div className="sp-admin">
      <AdminList
        tools={
          <>
            <input
              className="sp-input"
              type="search"
              placeholder={t('usr.search')}
              aria-label={t('usr.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <button type="button" className="sp-btn sp-btn-primary" onClick={() => setSelected('new')}>
              {t('usr.new')}
            </button>
          </>
        }
        error={users.isError ? users.error : null}
        items={users.data?.users}
        idOf={(u) => u.userId}
        selected={selected}
        onSelect={setSelected}
        entry={(u) => (
          <>
            <strong translate="no">{u.username}</strong>{' '}
            <span translate="no">
              {u.firstName} {u.lastName}
            </span>
            <span className="sp-user-flags">
              {u.isAdmin ? <span className="sp-badge">{t('usr.badgeAdmin')}</span> : null}
              {u.isWarehouseUser ? <span className="sp-badge">{t('usr.badgeWarehouse')}</span> : null}
              {u.active ? null : <span className="sp-badge sp-badge-off">{t('usr.badgeInactive')}</span>}
              <span translate="no">{u.roles.join(', ')}</span>
            </span>
          </>
        )}
      />
      {selected === null ? <p className="sp-muted">{t('usr.choose')}</p> : null}
      {selected === 'new' ? <UserEditor key="new" onSaved={(u) => setSelected(u.userId)} /> : null}
      {editing ? <UserEditor key={editing.userId} user={editing} onSaved={() => {}} /> : null}
    </div>
  );
}

const userForm = z.object({
  username: z.string(),
  password: z.string(),
  firstName: z
    .string()
    .trim()
    .min(1, { error: () => t('usr.firstNameRequired') })
    .max(60),
  lastName: z.string().trim().max(60),
  email: z.string().trim().max(120),
  phone: z.string().trim().max(40),
  language: z.string(),
  isWarehouseUser: z.boolean(),
  isAdmin: z.boolean(),
  active: z.boolean(),
  roles: z.array(z.string()),
  plants: z.array(z.string()),
  vendors: z.string().max(2000),
});
type UserFormValues = z.infer<typeof userForm>;

function UserEditor({ user, onSaved }: { user?: AdminUser; onSaved: (u: AdminUser) => void }) {
  const queryClient = useQueryClient();
  const roles = useQuery({ queryKey: ['admin-roles'], queryFn: () => call(adminApi.listRoles) });
  const options = useQuery({
    queryKey: ['admin-options'],
    queryFn: () => call(adminApi.userOptions),
  });
  // a new user is invited by e-mail (when the portal sends mail) or gets a password typed here
  const mail = useQuery({ queryKey: ['admin-mail'], queryFn: () => call(mailApi.getMailStatus), enabled: !user });
  const mailOn = mail.data?.enabled === true;
  const [how, setHow] = useState<'invite' | 'password'>('invite');
  const invite = !user && mailOn && how === 'invite';
  const schema = user
    ? userForm
    : invite
      ? userForm.extend({
          username: usernameSchema,
          email: z
            .string()
            .trim()
            .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: () => t('val.inviteEmail') }),
        })
      : userForm.extend({ username: usernameSchema, password: passwordSchema });
  const form = useForm<UserFormValues>({
    resolver: zodResolver(schema) as never,
    mode: 'onChange',
    defaultValues: {
      username: user?.username ?? '',
      password: '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      language: user?.language ?? '',
      isWarehouseUser: user?.isWarehouseUser ?? false,
      isAdmin: user?.isAdmin ?? false,
      active: user?.active ?? true,
      roles: user?.roles ?? [],
      plants: user?.plants ?? [],
      vendors: user?.vendors.join(', ') ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (v: UserFormValues) => {
      const body = {
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        phone: v.phone,
        language: v.language,
        isWarehouseUser: v.isWarehouseUser,
        isAdmin: v.isAdmin,
        active: v.active,
        roles: v.roles,
        plants: v.plants,
        vendors: v.vendors.split(/[\s,;]+/).filter(Boolean),
      };
      if (user) return call(adminApi.updateUser, { params: { userId: user.userId }, body });
      return invite
        ? call(adminApi.inviteUser, { body: { ...body, email: v.email, username: v.username } })
        : call(adminApi.createUser, { body: { ...body, username: v.username, password: v.password } });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      form.reset({ ...form.getValues(), password: '' });
      toastSuccess(invite ? t('usr.invitationSent', { email: saved.email ?? '' }) : t('saved'));
      onSaved(saved);
    },
    onError: (e) => toastError(errorText(e)),
  });
  const errors = form.formState.errors;
  return (
    <div className="sp-admin-editor">
      <form className="sp-form" onSubmit={form.handleSubmit((v) => save.mutateAsync(v).catch(() => {}))} noValidate>
        <h2 className="sp-section-title">{user ? t('usr.editTitle', { username: user.username }) : t('usr.new')}</h2>
        {user ? null : (
          <>
            <FormField label={t('usr.username')} error={errors.username?.message} required>
              <input className="sp-input" autoComplete="off" {...form.register('username')} />
            </FormField>
            {/* offered once the portal has said whether it sends mail: a choice shown before would flip under the hand */}
            {mail.data ? (
              <fieldset className="sp-radio-list">
                <legend>{t('usr.howPassword')}</legend>
                <label className="sp-radio">
                  <input
                    type="radio"
                    name="how"
                    checked={how === 'invite' && mailOn}
                    disabled={!mailOn}
                    onChange={() => setHow('invite')}
                  />
                  <span>{t('usr.howInvite')}</span>
                </label>
                <label className="sp-radio">
                  <input type="radio" name="how" checked={how === 'password' || !mailOn} onChange={() => setHow('password')} />
                  <span>{t('usr.howPassword2')}</span>
                </label>
                {mail.data && !mailOn ? <p className="sp-muted">{t('usr.inviteNeedsMail')}</p> : null}
              </fieldset>
            ) : null}
            {invite ? null : (
              <FormField
                label={t('usr.password')}
                error={errors.password?.message}
                hint={t('usr.passwordHint', { min: PASSWORD_MIN })}
                required
              >
                <input className="sp-input" type="password" autoComplete="new-password" {...form.register('password')} />
              </FormField>
            )}
          </>
        )}
        <div className="sp-grid-2">
          <FormField label={t('usr.firstName')} error={errors.firstName?.message} required>
            <input className="sp-input" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('usr.lastName')} error={errors.lastName?.message}>
            <input className="sp-input" {...form.register('lastName')} />
          </FormField>
          <FormField label={t('usr.email')} error={errors.email?.message} required={invite}>
            <input className="sp-input" type="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('usr.phone')} error={errors.phone?.message}>
            <input className="sp-input" type="tel" {...form.register('phone')} />
          </FormField>
        </div>
        <FormField label={t('usr.language')}>
          <LanguageSelect {...form.register('language')} />
        </FormField>
        <div className="sp-checks">
          <label className="sp-check">
            <input type="checkbox" {...form.register('active')} /> {t('usr.active')}
          </label>
          <label className="sp-check">
            <input type="checkbox" {...form.register('isWarehouseUser')} /> {t('usr.warehouseUser')}
          </label>
          <label className="sp-check">
            <input type="checkbox" {...form.register('isAdmin')} /> {t('usr.administrator')}
          </label>
        </div>
        <CheckGroup
          legend={t('usr.roles')}
          options={roles.data?.roles.map((r) => ({ value: r.roleId, label: r.roleId, title: r.description, data: true }))}
          field={form.register('roles')}
        />
        <CheckGroup legend={t('usr.plants')} options={plantOptions(options.data?.plants)} field={form.register('plants')} />
        <FormField label={t('usr.vendors')} hint={t('usr.vendorsHint')} error={errors.vendors?.message}>
          <input className="sp-input" {...form.register('vendors')} />
        </FormField>
        <div className="sp-form-actions">
          <SubmitButton control={form.control}>{user ? t('usr.save') : t('usr.create')}</SubmitButton>
        </div>
      </form>
      {user?.invitation ? <Invitation user={user} invitation={user.invitation} /> : null}
      {user ? <SetPassword user={user} /> : null}
      {user ? <UserSecondFactor user={user} /> : null}
      {user ? <UserSessions user={user} /> : null}
    </div>
  );
}

/** A user invited by e-mail who has not chosen a password yet: the link's state, send a new one, end it. */
function Invitation({ user, invitation }: { user: AdminUser; invitation: NonNullable<AdminUser['invitation']> }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (what: 'resend' | 'revoke') =>
      what === 'resend'
        ? call(adminApi.resendInvitation, { params: { userId: user.userId } })
        : call(adminApi.revokeInvitation, { params: { userId: user.userId } }),
    onSuccess: async (_saved, what) => {
      await queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      toastSuccess(what === 'resend' ? t('usr.invitationSent', { email: user.email ?? '' }) : t('usr.invitationRevoked'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <section className="sp-form" aria-labelledby="invitation-title">
      <h2 className="sp-section-title" id="invitation-title">
        {t('usr.invitation')}
      </h2>
      <p role="status">
        {invitation.open ? t('usr.invitationOpen', { until: showTime(invitation.expiresAt) }) : t('usr.invitationClosed')}
      </p>
      <div className="sp-form-actions">
        <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate('resend')}>
          {t('usr.invitationResend')}
        </button>
        {invitation.open ? (
          <button type="button" className="sp-btn" disabled={act.isPending} onClick={() => act.mutate('revoke')}>
            {t('usr.invitationRevoke')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function SetPassword({ user }: { user: AdminUser }) {
  const form = useForm<{ password: string }>({
    resolver: zodResolver(z.object({ password: passwordSchema })),
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const set = useMutation({
    mutationFn: (password: string) => call(adminApi.setUserPassword, { params: { userId: user.userId }, body: { password } }),
    onSuccess: () => {
      form.reset();
      toastSuccess(t('usr.passwordSet', { username: user.username }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <form className="sp-form" onSubmit={form.handleSubmit((v) => set.mutateAsync(v.password).catch(() => {}))} noValidate>
      <h2 className="sp-section-title">{t('usr.setPassword')}</h2>
      <FormField
        label={t('usr.newPassword')}
        error={form.formState.errors.password?.message}
        hint={t('usr.passwordHint', { min: PASSWORD_MIN })}
      >
        <input className="sp-input" type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <div className="sp-form-actions">
        <SubmitButton control={form.control}>{t('usr.setPassword')}</SubmitButton>
      </div>
    </form>
  );
}

/** The user's second factors; "Reset" removes them all (a lost phone): the next sign-in leads to enrolment where required. */
function UserSecondFactor({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const key = ['admin-user-second-factor', user.userId];
  const status = useQuery({ queryKey: key, queryFn: () => call(adminApi.getUserSecondFactor, { params: { userId: user.userId } }) });
  const reset = useMutation({
    mutationFn: () => call(adminApi.resetUserSecondFactor, { params: { userId: user.userId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      toastSuccess(t('usr.secondFactorReset', { username: user.username }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const s = status.data;
  return (
    <section className="sp-form" aria-labelledby={`second-factor-${user.userId}`}>
      <h2 className="sp-section-title" id={`second-factor-${user.userId}`}>
        {t('usr.secondFactor')}
      </h2>
      {s ? (
        <p>
          {s.totp || s.passkeys > 0
            ? t('usr.secondFactorEnrolled', { app: s.totp ? 1 : 0, passkeys: s.passkeys, codes: s.recoveryCodesLeft })
            : t('usr.secondFactorNone')}{' '}
          {s.required ? t('usr.secondFactorRequired') : t('usr.secondFactorOptional')}
        </p>
      ) : null}
      <div className="sp-form-actions">
        <button
          type="button"
          className="sp-btn sp-btn-danger"
          disabled={!s || (!s.totp && s.passkeys === 0) || reset.isPending}
          onClick={() => reset.mutate()}
        >
          {t('usr.secondFactorResetButton')}
        </button>
      </div>
    </section>
  );
}
