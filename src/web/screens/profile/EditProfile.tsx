import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as profileApi from '../../../shared/contracts/profile/endpoints';
import {
  type PasswordChange,
  type Profile,
  type ProfileInput,
  passwordChangeSchema,
  profileSchema,
} from '../../../shared/contracts/users/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { page } from '../../shell/reload';
import { Page } from '../../shell/ShellLayout';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { QueryState } from '../../ui/QueryState';
import { SubmitButton } from '../../ui/SubmitButton';
import { MySessions } from './MySessions';

/** /supplier/profile/edit: names, email, phone, language; and a password change. */
export function EditProfile() {
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => call(profileApi.getProfile) });
  return (
    <Page title={t('prof.editTitle')}>
      <QueryState query={profile} />
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
      <PasswordForm />
      <MySessions />
    </Page>
  );
}

type ProfileFormValues = { firstName: string; lastName: string; email: string; phone: string; language: string };

function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const values: ProfileFormValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    language: profile.language ?? '',
  };
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileSchema) as never, mode: 'onChange', defaultValues: values });
  const save = useMutation({
    mutationFn: (body: ProfileInput | ProfileFormValues) => call(profileApi.updateProfile, { body }),
    onSuccess: (saved) => {
      // the page shows the language it was loaded in (the server puts it into the page's globals): another
      // language shows after a reload, everything in it at once
      if ((saved.language ?? '') !== (profile.language ?? '')) {
        page.reload();
        return;
      }
      queryClient.setQueryData(['profile'], saved);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email ?? '',
        phone: saved.phone ?? '',
        language: saved.language ?? '',
      });
      toastSuccess(t('saved'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const errors = form.formState.errors;
  return (
    <form className="sp-form" onSubmit={form.handleSubmit((v) => save.mutateAsync(v).catch(() => {}))} noValidate>
      <p className="sp-muted">
        {t('prof.username')} <strong translate="no">{profile.username}</strong>
      </p>
      <FormField label={t('usr.firstName')} error={errors.firstName?.message} required>
        <input className="sp-input" autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <FormField label={t('usr.lastName')} error={errors.lastName?.message}>
        <input className="sp-input" autoComplete="family-name" {...form.register('lastName')} />
      </FormField>
      <FormField label={t('usr.email')} error={errors.email?.message}>
        <input className="sp-input" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('usr.phone')} error={errors.phone?.message}>
        <input className="sp-input" type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('usr.language')} error={errors.language?.message}>
        <LanguageSelect {...form.register('language')} />
      </FormField>
      <div className="sp-form-actions">
        <SubmitButton control={form.control}>{t('prof.save')}</SubmitButton>
      </div>
    </form>
  );
}

function PasswordForm() {
  const form = useForm<PasswordChange & { repeat: string }>({
    resolver: zodResolver(
      passwordChangeSchema.extend({ repeat: passwordChangeSchema.shape.newPassword }).refine((v) => v.repeat === v.newPassword, {
        path: ['repeat'],
        error: () => t('prof.passwordsDiffer'),
      }),
    ) as never,
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const change = useMutation({
    mutationFn: (body: PasswordChange) => call(profileApi.changePassword, { body }),
    onSuccess: () => {
      form.reset();
      toastSuccess(t('passwordChanged'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const errors = form.formState.errors;
  return (
    <form
      className="sp-form"
      onSubmit={form.handleSubmit((v) =>
        change.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword }).catch(() => {}),
      )}
      noValidate
    >
      <h2 className="sp-section-title">{t('prof.changePassword')}</h2>
      <FormField label={t('prof.currentPassword')} error={errors.currentPassword?.message} required>
        <input className="sp-input" type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label={t('usr.newPassword')} error={errors.newPassword?.message} required>
        <input className="sp-input" type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('prof.repeatPassword')} error={errors.repeat?.message} required>
        <input className="sp-input" type="password" autoComplete="new-password" {...form.register('repeat')} />
      </FormField>
      <div className="sp-form-actions">
        <SubmitButton control={form.control}>{t('prof.changePassword')}</SubmitButton>
      </div>
    </form>
  );
}
