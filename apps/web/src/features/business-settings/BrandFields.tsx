import { Button, ColorInput, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { contrastWithWhite, isHexColour } from '@portal/domain/business-settings';
import { useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { uploadBusinessLogo } from './api/uploadBusinessLogo.ts';
import type { SectionProps } from './section-props.ts';

/** The logo (header, mails, PDFs) and the brand colour behind the header's white text. */
export function BrandFields({ draft, change, errors, logoUrl }: SectionProps & { logoUrl: string | null }) {
  const [preview, setPreview] = useState<string | null>(logoUrl);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const stored = await uploadBusinessLogo(file);
      change({ logo_file_id: stored.logo_file_id });
      setPreview(stored.logo_url);
    } catch (error) {
      setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const colour = draft.brand_colour;
  return (
    <Stack gap="md">
      <Group align="center">
        {preview && draft.logo_file_id !== null ? (
          <Image src={preview} alt="The logo" h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm">No logo yet: the header shows the trading name alone.</Text>
        )}
        <FileButton onChange={onFile} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="default" loading={uploading} {...props}>
              Upload a logo (PNG or JPEG)
            </Button>
          )}
        </FileButton>
        {draft.logo_file_id !== null && (
          <Button variant="subtle" onClick={() => change({ logo_file_id: null })}>
            Remove the logo
          </Button>
        )}
      </Group>
      <FormMessage error={uploadError} />
      <Group align="flex-end">
        <ColorInput
          label="Brand colour"
          description="The header's background; white text on it must be easy to read"
          format="hex"
          withEyeDropper={false}
          value={colour}
          onChange={(value) => change({ brand_colour: value })}
          error={errors.brand_colour}
          w={260}
        />
        {isHexColour(colour) && (
          <Text size="sm" px="md" py={6} style={{ background: colour, color: '#ffffff', borderRadius: 4 }}>
            White text on it: {contrastWithWhite(colour).toFixed(2)}:1
          </Text>
        )}
      </Group>
    </Stack>
  );
}
