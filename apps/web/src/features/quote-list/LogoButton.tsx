import { ActionIcon, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { CameraIcon } from './CameraIcon.tsx';
import { LogoImage } from './LogoImage.tsx';

/** The camera column: opens the quote's logo in a lightbox (accounts spec 2.8). */
export function LogoButton({ id, hasLogo }: { id: number; hasLogo: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="navy" onClick={open} aria-label={`Show the logo of quote ${id}`}>
        <CameraIcon />
      </ActionIcon>
      <DialogFrame opened={opened} onClose={close} title={`Logo of quote ${id}`}>
        <Center>{opened && <LogoImage id={id} size={480} hasLogo={hasLogo} />}</Center>
      </DialogFrame>
    </>
  );
}
