import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type SetPasswordBody, setPasswordBody } from '@portal/domain/account';
import { CONFIRM_TEXTS, MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { FormMessage } from './FormMessage.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/**
 * Email, new password and confirm password (accounts spec 2.3, 2.6 and 5), for one's own account
 * (My Account) and for an admin changing a client's. The spec's checks come first ('The password
 * is not matching', 'The email is required'), then the confirm dialog, and only then `onSave`,
 * which makes the call and answers the server's message.
 */
export function AccountChangeForm({
  title,
  initialEmail,
  saving,
  onSave,
}: {
  title: string;
  initialEmail: string;
  saving: boolean;
  onSave: (body: SetPasswordBody) => Promise<string>;
}) {
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setEmail(initialEmail), [initialEmail]);

  const save = async (body: SetPasswordBody) => {
    try {
      const message = await onSave(body);
      notifySuccess(message || MESSAGES.accountChanged);
      setPassword('');
      setConfirm('');
    } catch (err) {
      setError(errorMessage(err));
      notifyError(errorMessage(err));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError(MESSAGES.passwordNotMatching);
      return;
    }
    if (!email.trim()) {
      setError(MESSAGES.emailRequired);
      return;
    }
    const parsed = setPasswordBody.safeParse({ email, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? `${String(issue.path[0] ?? 'form')}: ${issue.message}` : MESSAGES.genericFailure);
      return;
    }
    modals.openConfirmModal({
      title: 'Change account',
      children: <Text size="sm">{CONFIRM_TEXTS.changeAccount}</Text>,
      labels: { confirm: 'Yes, change it', cancel: 'Cancel' },
      onConfirm: () => void save(parsed.data),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <div>
          <Button type="submit" loading={saving}>
            SAVE
          </Button>
        </div>
        <FormMessage error={error} />
      </Stack>
    </form>
  );
}
