import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { addContactBody, type ContactAnswer, editContactBody } from '@portal/domain/clients';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAddContact } from '../api/addContact.ts';
import { openAddressLabel } from '../api/addressLabel.ts';
import { useDeleteContact } from '../api/deleteContact.ts';
import { useEditContact } from '../api/editContact.ts';
import { CONTACT_FIELDS, type ContactValues, contactValuesOf, firstProblem } from '../fields.ts';
import { EditSwitch } from './EditSwitch.tsx';
import { FieldGrid } from './FieldGrid.tsx';

type Props = (
  | { mode: 'edit'; contact: ContactAnswer }
  /**
   * A new contact; without a company id the form says 'Create the company first'. `onDone` gets
   * the contact once it is stored, nothing when the form is cancelled.
   */
  | { mode: 'create'; companyId: number | undefined; onDone: (created?: ContactAnswer) => void }
) & {
  /** The card's heading level: 3 under the Contacts heading of the client pages, 2 in the quote editor. */
  headingOrder?: 2 | 3;
};

const nameOf = (contact: { firstname: string; lastname: string; email: string }) =>
  `${contact.firstname} ${contact.lastname}`.trim() || contact.email || 'Contact';

/**
 * A contact card (spec 2.6, 3, 5): fields disabled until Edit is switched on, Primary Contact,
 * delete after a confirm, and the address label PDF. The domain's contact schemas check the form.
 */
export function ContactCard(props: Props) {
  const headingId = useId();
  const existing = props.mode === 'edit' ? props.contact : null;
  const [values, setValues] = useState<ContactValues>(() => contactValuesOf(existing));
  const [editing, setEditing] = useState(props.mode === 'create');
  const [error, setError] = useState<string | null>(null);
  // A message speaks of the last save; switching Edit either way clears it.
  const toggleEditing = (on: boolean) => {
    setEditing(on);
    setError(null);
  };
  const [labelLoading, setLabelLoading] = useState(false);
  const add = useAddContact();
  const edit = useEditContact();
  const remove = useDeleteContact();

  useEffect(() => {
    if (existing && !editing) setValues(contactValuesOf(existing));
  }, [existing, editing]);

  const onError = (e: unknown) => {
    setError(errorMessage(e));
    notifyError(errorMessage(e));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setError(null);
    if (props.mode === 'edit') {
      const parsed = editContactBody.safeParse(values);
      if (!parsed.success) return setError(firstProblem(parsed));
      edit.mutate(
        { id: props.contact.id, fields: parsed.data },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            setEditing(false);
          },
          onError,
        },
      );
    } else {
      const parsed = addContactBody.safeParse({ ...values, company_id: props.companyId ?? '' });
      if (!parsed.success) return setError(firstProblem(parsed));
      add.mutate(parsed.data, {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          props.onDone(answer.contact);
        },
        onError,
      });
    }
  };

  const confirmDelete = (contact: ContactAnswer) =>
    modals.openConfirmModal({
      title: 'Delete contact',
      children: (
        <Text size="sm">
          Delete the contact {nameOf(contact)}? Quotes that named this contact keep the contact's details as
          text.
        </Text>
      ),
      labels: { confirm: 'Delete contact', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      // mutateAsync, not mutate's callbacks: the refreshed list drops this card before they
      // would run, and TanStack Query skips the callbacks of a component that is gone.
      onConfirm: () =>
        remove.mutateAsync(contact.id).then(
          (answer) => notifySuccess(answer.message),
          (e) => notifyError(errorMessage(e)),
        ),
    });

  const downloadLabel = async (contactId: number) => {
    setLabelLoading(true);
    try {
      await openAddressLabel(contactId);
    } catch (e) {
      notifyError(errorMessage(e));
    } finally {
      setLabelLoading(false);
    }
  };

  const title = existing ? nameOf(existing) : 'New contact';
  return (
    <Paper withBorder p="lg" radius="md" bg="white" component="section" aria-labelledby={headingId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Group gap="xs">
              <Title order={props.headingOrder ?? 3} size="h5" id={headingId}>
                {title}
              </Title>
              {existing?.primary_set && (
                <Badge color="navy" variant="filled">
                  Primary Contact
                </Badge>
              )}
            </Group>
            {props.mode === 'edit' && <EditSwitch editing={editing} onToggle={toggleEditing} />}
          </Group>
          <FieldGrid
            fields={CONTACT_FIELDS}
            values={values}
            disabled={!editing}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
          <Checkbox
            label="Primary Contact"
            checked={values.primary_set}
            disabled={!editing}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, primary_set: checked }));
            }}
          />
          <FormMessage error={error} />
          <Group gap="sm">
            {/* Always there, disabled until Edit is on: a form has its submit button (WCAG H32). */}
            <Button type="submit" disabled={!editing} loading={add.isPending || edit.isPending}>
              {props.mode === 'create' ? 'Add contact' : 'SAVE'}
            </Button>
            {props.mode === 'create' && (
              <Button variant="default" onClick={() => props.onDone()}>
                Cancel
              </Button>
            )}
            {existing && (
              <>
                <Button
                  variant="default"
                  onClick={() => void downloadLabel(existing.id)}
                  loading={labelLoading}
                >
                  Address label (PDF)
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => confirmDelete(existing)}
                  loading={remove.isPending}
                >
                  Delete contact
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
