import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { CLIENT_MESSAGES, LOGO_MAX_BYTES, LOGO_TYPES } from '@portal/domain/clients';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAddLogo } from '../api/addLogo.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The company logo (spec 3: a base64 image; none shows a plain default) and its upload. */
export function CompanyLogo({
  companyId,
  companyName,
  logo,
  canUpload,
}: {
  companyId: number;
  companyName: string;
  logo: string | null;
  canUpload: boolean;
}) {
  const upload = useAddLogo();
  const onFile = async (file: File | null) => {
    if (!file) return;
    // The server checks the bytes; these two checks only spare a pointless upload.
    if (file.size > LOGO_MAX_BYTES) return notifyError(CLIENT_MESSAGES.logoTooLarge);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return notifyError(CLIENT_MESSAGES.logoType);
    upload.mutate(
      { companyId, logo: await readAsDataUrl(file) },
      { onSuccess: (answer) => notifySuccess(answer.message), onError: (e) => notifyError(errorMessage(e)) },
    );
  };
  return (
    <Group gap="md" align="center">
      {logo ? (
        <Image src={logo} alt={`Logo of ${companyName}`} h={64} w="auto" maw={160} fit="contain" />
      ) : (
        <Stack w={96} h={64} justify="center" bg="gray.1" style={{ borderRadius: 4 }}>
          <Text size="xs" ta="center">
            No logo
          </Text>
        </Stack>
      )}
      {canUpload && (
        <FileButton onChange={(file) => void onFile(file)} accept={LOGO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={upload.isPending}>
              Upload logo
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
