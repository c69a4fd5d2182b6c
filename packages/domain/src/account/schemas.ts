import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { MESSAGES } from '../messages/index.ts';

const trimmed = (max: number) => z.string().trim().max(max);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));
/** Password strength is not shown in the spec; we ask for 8 characters (docs/decisions/007). */
export const newPassword = z
  .string()
  .min(8, { message: 'The password must have at least 8 characters' })
  .max(200, { message: 'The password is too long' });

export const loginBody = z.object({
  email: z.string().trim().min(1, { message: MESSAGES.emailRequired }).max(254),
  password: z.string().min(1, { message: MESSAGES.passwordRequired }).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  company: trimmed(200).min(1, { message: 'The company is required' }),
  number: trimmed(40).min(1, { message: 'The contact number is required' }),
  firstname: trimmed(100).min(1, { message: 'The first name is required' }),
  lastname: trimmed(100).min(1, { message: 'The last name is required' }),
  email,
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const forgotPasswordBody = z.object({ email: z.string().trim().min(1).max(254) });

export const resetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});

export const setPasswordBody = z.object({ email, password: newPassword });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** What the browser keeps about the signed-in user (spec 3: User). */
export const sessionUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** GET /users/editaccount: the account page's fields. The password is never sent back. */
export const accountFields = z.object({
  id: z.number().int(),
  company: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  number: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type AccountFields = z.infer<typeof accountFields>;

export const userListEntry = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  company: z.string().nullable(),
  created_at: z.string(),
});
export type UserListEntry = z.infer<typeof userListEntry>;
/** GET /users/index (admin): every account. */
export const userListAnswer = z.array(userListEntry);

export const userSetting = z.object({ other: z.string() });
export type UserSetting = z.infer<typeof userSetting>;
export const userSettingBody = z.object({ other: z.string().trim().max(60).default('') });

/** The first admin of a production install (`npm run create-admin`): named, as a registration is. */
export const firstAdminInput = registerBody.pick({
  firstname: true,
  lastname: true,
  email: true,
  password: true,
});
export type FirstAdminInput = z.infer<typeof firstAdminInput>;

/** POST /users/resetlink/{id} (ours, admin): a customer's one-time reset link, shown once (decisions/106). */
export const staffResetLinkAnswer = z.object({ link: z.string(), expires_at: z.string(), email: z.string() });
export type StaffResetLinkAnswer = z.infer<typeof staffResetLinkAnswer>;

/** GET /services (ours, admin): which outside services this portal has set up (decisions/106). */
export const serviceStateEntry = z.object({
  service: z.enum(['mail', 'sms', 'invoicing', 'jobs', 'replies']),
  label: z.string(),
  set_up: z.boolean(),
  /** What happens to its messages, in words. */
  note: z.string(),
});
export type ServiceStateEntry = z.infer<typeof serviceStateEntry>;
export const servicesAnswer = z.array(serviceStateEntry);
