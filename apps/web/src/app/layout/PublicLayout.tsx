import { Frame } from './Frame.tsx';
import { Header } from './Header.tsx';

/** Signed out: the brand bar only. Kept small: it is what the sign-in page loads. */
export function PublicLayout() {
  return <Frame header={<Header />} />;
}
