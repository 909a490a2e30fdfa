import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Module, modules, tcodes, tcodeText } from '../../../shared/access';
import * as adminApi from '../../../shared/contracts/users/endpoints';
import type { AdminRole } from '../../../shared/contracts/users/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { AdminList } from './AdminList';

export function RolesTab() {
  const roles = useQuery({ queryKey: ['admin-roles'], queryFn: () => call(adminApi.listRoles) });
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const role = roles.data?.roles.find((r) => r.roleId === selected);
  return (
    <div className="sp-admin">
      <AdminList
        tools={
          <button type="button" className="sp-btn sp-btn-primary" onClick={() => setSelected('new')}>
            {t('usr.roleNew')}
          </button>
        }
        error={roles.isError ? roles.error : null}
        items={roles.data?.roles}
        idOf={(r) => r.roleId}
        selected={selected}
        onSelect={setSelected}
        entry={(r) => (
          <>
            <strong translate="no">{r.roleId}</strong> <span translate="no">{r.description}</span>
            <span className="sp-user-flags">
              {t('usr.roleCounts', { grants: r.grants.length, users: r.users })}
              {r.secondFactorRequired ? ` · ${t('usr.roleSecondFactorShort')}` : ''}
            </span>
          </>
        )}
      />
      {selected === null ? (
        <div>
          <p className="sp-muted">{t('usr.roleChoose')}</p>
          <SecondFactorKinds />
        </div>
      ) : null}
      {selected === 'new' ? <RoleEditor key="new" onSaved={setSelected} /> : null}
      {role ? <RoleEditor key={role.roleId} role={role} onSaved={setSelected} /> : null}
    </div>
  );
}

type RoleFormValues = { roleId: string; description: string; grants: string[]; secondFactorRequired: boolean };

function RoleEditor({ role, onSaved }: { role?: AdminRole; onSaved: (id: string | null) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<RoleFormValues>({
    resolver: zodResolver(
      z.object({
        roleId: z
          .string()
          .trim()
          .regex(/^[A-Z0-9_]{1,30}$/, { error: () => t('usr.roleIdRule') }),
        description: z
          .string()
          .trim()
          .min(1, { error: () => t('usr.roleDescriptionRequired') })
          .max(120),
        grants: z.array(z.string()),
        secondFactorRequired: z.boolean(),
      }),
    ),
    mode: 'onChange',
    defaultValues: {
      roleId: role?.roleId ?? '',
      description: role?.description ?? '',
      grants: role?.grants.map((g) => `${g.module}/${g.tcode}`) ?? [],
      secondFactorRequired: role?.secondFactorRequired ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (v: RoleFormValues) =>
      call(adminApi.saveRole, {
        params: { roleId: v.roleId },
        body: {
          description: v.description,
          secondFactorRequired: v.secondFactorRequired,
          grants: v.grants.map((g) => {
            const [module, tcode] = g.split('/') as [Module, string];
            return { module, tcode };
          }),
        },
      }),
    onSuccess: async (_r, v) => {
      await queryClient.invalidateQueries({ queryKey: ['admin-roles'] });
      form.reset(v);
      toastSuccess(t('saved'));
      onSaved(v.roleId);
    },
    onError: (e) => toastError(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(adminApi.deleteRole, { params: { roleId: id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin-roles'] });
      onSaved(null);
    },
    onError: (e) => toastError(errorText(e)),
  });
  const errors = form.formState.errors;
  return (
    <div className="sp-admin-editor">
      <form className="sp-form" onSubmit={form.handleSubmit((v) => save.mutateAsync(v).catch(() => {}))} noValidate>
        <h2 className="sp-section-title">{role ? t('usr.roleEditTitle', { roleId: role.roleId }) : t('usr.roleNew')}</h2>
        {role ? null : (
          <FormField label={t('usr.roleId')} error={errors.roleId?.message} required>
            <input className="sp-input" {...form.register('roleId')} />
          </FormField>
        )}
        <FormField label={t('usr.roleDescription')} error={errors.description?.message} required>
          <input className="sp-input" {...form.register('description')} />
        </FormField>
        <label className="sp-check">
          <input type="checkbox" {...form.register('secondFactorRequired')} /> {t('usr.roleSecondFactor')}
        </label>
        <p className="sp-muted">{t('usr.roleSecondFactorHint')}</p>
        {modules.map((m) => (
          <fieldset key={m} className="sp-fieldset">
            <legend translate="no">{m}</legend>
            <div className="sp-checks">
              {Object.keys(tcodes[m as Module]).map((tcode) => (
                <label key={tcode} className="sp-check" title={tcodeText(m, tcode)}>
                  <input type="checkbox" value={`${m}/${tcode}`} {...form.register('grants')} /> <span translate="no">{tcode}</span>{' '}
                  <span className="sp-muted">{tcodeText(m, tcode)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="sp-form-actions">
          <SubmitButton control={form.control}>{t('usr.roleSave')}</SubmitButton>
          {role ? (
            <button
              type="button"
              className="sp-btn sp-btn-danger"
              disabled={role.users > 0 || remove.isPending}
              onClick={() => remove.mutate(role.roleId)}
            >
              {t('usr.roleDelete')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

type Kinds = { administratorsRequired: boolean; suppliersRequired: boolean; warehouseRequired: boolean };

/** Which kinds of user must use a second factor (a role may require it of its holders besides). */
function SecondFactorKinds() {
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: ['admin-second-factor-policy'], queryFn: () => call(adminApi.getSecondFactorPolicy) });
  const save = useMutation({
    mutationFn: (body: Kinds) => call(adminApi.setSecondFactorPolicy, { body }),
    onSuccess: (r) => {
      queryClient.setQueryData(['admin-second-factor-policy'], r);
      toastSuccess(t('saved'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const data = policy.data;
  if (!data) return null;
  const kinds: Kinds = {
    administratorsRequired: data.administratorsRequired,
    suppliersRequired: data.suppliersRequired,
    warehouseRequired: data.warehouseRequired,
  };
  const box = (key: keyof Kinds, label: string) => (
    <label className="sp-check">
      <input
        type="checkbox"
        checked={kinds[key]}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ ...kinds, [key]: e.target.checked })}
      />{' '}
      {label}
    </label>
  );
  return (
    <fieldset className="sp-fieldset">
      <legend>{t('usr.secondFactorPolicy')}</legend>
      <div className="sp-checks">
        {box('administratorsRequired', t('usr.administratorsSecondFactor'))}
        {box('suppliersRequired', t('usr.suppliersSecondFactor'))}
        {box('warehouseRequired', t('usr.warehouseSecondFactor'))}
      </div>
      <p className="sp-muted">{t('usr.secondFactorPolicyHint')}</p>
    </fieldset>
  );
}
