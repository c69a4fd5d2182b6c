import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BusinessSettings, BusinessSettingsAnswer } from '@portal/domain/business-settings';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useBusinessSettings, useSaveBusinessSettings } from './api/businessSettings.ts';
import { BrandFields } from './BrandFields.tsx';
import { draftErrors, type FieldErrors } from './draft-errors.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { MessageTextsFields } from './MessageTextsFields.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { ProofFields } from './ProofFields.tsx';
import { ReminderFields } from './ReminderFields.tsx';
import { SettingsChecklist } from './SettingsChecklist.tsx';
import { SettingsHistory } from './SettingsHistory.tsx';

const TermsEditor = lazy(() => import('./TermsEditor.tsx'));

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="lg" radius="md" bg="white" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={note ? 4 : 'md'}>
        {title}
      </Title>
      {note && (
        <Text size="sm" mb="md">
          {note}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The form over one loaded version; a save answers the next version, which the form then edits. */
function SettingsEditor({ loaded }: { loaded: BusinessSettingsAnswer }) {
  const [draft, setDraft] = useState<BusinessSettings>(loaded.settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBusinessSettings();
  const change = (patch: Partial<BusinessSettings>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Some settings need correcting: see the messages beside them.');
      return;
    }
    setFailure(null);
    save.mutate(
      { version: loaded.version, settings: draft },
      // On success the editor is drawn afresh from the saved version (its key), and the hook says so.
      { onError: (error) => setFailure(errorMessage(error)) },
    );
  };

  const props = { draft, change, errors };
  return (
    <Stack gap="lg">
      <SettingsChecklist checklist={loaded.checklist} />
      <form onSubmit={onSubmit} noValidate aria-label="Business settings">
        <Stack gap="lg">
          <Section
            id="settings-business"
            title="The business"
            note="Shown in the footer, on the sign-in page, on quotes and in mails."
          >
            <IdentityFields {...props} />
          </Section>
          <Section id="settings-brand" title="Logo and colour">
            <BrandFields {...props} logoUrl={loaded.logo_url} />
          </Section>
          <Section id="settings-payment" title="Quotes and payment">
            <PaymentFields {...props} />
          </Section>
          <Section
            id="settings-reminders"
            title="Reminders"
            note="Quotes sent and not answered are reminded of by these rules, only in business hours on business days of the state above. A client or a quote may change them."
          >
            <ReminderFields {...props} />
          </Section>
          <Section
            id="settings-proofs"
            title="Artwork proofs"
            note="Customers tick every item before they approve a proof; an order goes to production once its decorations' proofs are approved."
          >
            <ProofFields {...props} />
          </Section>
          <Section
            id="settings-terms"
            title="Terms of trade"
            note={`Version ${loaded.terms_version} is in force; saving changed terms makes the next version, which quotes and the accept page show from then on.`}
          >
            <Suspense fallback={<Text size="sm">Loading the editor…</Text>}>
              <TermsEditor html={draft.terms_html} onChange={(terms_html) => change({ terms_html })} />
            </Suspense>
          </Section>
          <Section
            id="settings-texts"
            title="Mail and SMS texts"
            note="Words in braces are filled in for each message."
          >
            <MessageTextsFields {...props} />
          </Section>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
            <Text size="sm">
              Version {loaded.version}
              {loaded.saved_by ? `, saved by ${loaded.saved_by}` : ''}
            </Text>
          </Group>
          <FormMessage error={failure} />
        </Stack>
      </form>
      <Section id="settings-history" title="History">
        <SettingsHistory />
      </Section>
    </Stack>
  );
}

/** The business's own settings on /admin/setting, staff only. */
export function BusinessSettingsForm() {
  const settings = useBusinessSettings();
  if (settings.error) return <FormMessage error={errorMessage(settings.error)} />;
  if (!settings.data) return <Text>Loading the settings…</Text>;
  // A new version remounts the editor, so it starts from what the server saved.
  return <SettingsEditor key={settings.data.version} loaded={settings.data} />;
}
