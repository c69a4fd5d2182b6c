import { PasswordInput } from '@mantine/core';

/** The new password typed twice, as My Account, Change Account and the reset page ask for it. */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
}: {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  return (
    <>
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        description="At least 8 characters."
        value={password}
        onChange={(e) => onPasswordChange(e.currentTarget.value)}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.currentTarget.value)}
      />
    </>
  );
}
