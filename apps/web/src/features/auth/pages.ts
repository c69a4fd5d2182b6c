/** The signed-out pages that need no schema library, loaded together. */
export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
