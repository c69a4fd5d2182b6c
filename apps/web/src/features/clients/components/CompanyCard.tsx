import { Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { can } from '@portal/domain/access';
import { type AnyCompanyAnswer, type CompanyFields, companyBody } from '@portal/domain/clients';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAddCompany } from '../api/addCompany.ts';
import { useEditCompany } from '../api/editCompany.ts';
import { COMPANY_FIELDS, type CompanyValues, companyValuesOf, firstProblem } from '../fields.ts';
import { CompanyDetails } from './CompanyDetails.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import { DeleteCompanyButton } from './DeleteCompanyButton.tsx';
import { EditSwitch } from './EditSwitch.tsx';
import { FieldGrid } from './FieldGrid.tsx';

type Props = (
  | { mode: 'edit'; company: AnyCompanyAnswer; onDeleted?: () => void }
  /** A new company: NEW CLIENT (no userId) or the company of an account that has none. */
  | {
      mode: 'create';
      userId?: number;
      onCreated: (company: AnyCompanyAnswer) => void;
      onCancel?: () => void;
    }
) & {
  /**
   * Inside another panel (the quote editor's Company section, accounts spec 2.10): no frame or
   * heading of its own, and no Delete, which would take the open quote with the company.
   */
  embedded?: boolean;
};

/**
 * The company details form (spec 2.6, 3, 5). An existing company's fields stay disabled until
 * Edit is switched on; Referral shows to admins only. The domain's companyBody checks the form
 * and answers the spec's messages in its order.
 */
export function CompanyCard(props: Props) {
  const user = useCurrentUser();
  const headingId = useId();
  const existing = props.mode === 'edit' ? props.company : null;
  const [values, setValues] = useState<CompanyValues>(() => companyValuesOf(existing));
  const [editing, setEditing] = useState(props.mode === 'create');
  const [error, setError] = useState<string | null>(null);
  // A message speaks of the last save; switching Edit either way clears it.
  const toggleEditing = (on: boolean) => {
    setEditing(on);
    setError(null);
  };
  const add = useAddCompany();
  const edit = useEditCompany();
  const showReferral = can(user, 'editReferral');
  const fields = COMPANY_FIELDS.filter((f) => f.key !== 'referral' || showReferral);

  // A fresh answer from the server (after a save or another company chosen) replaces the form,
  // but never what is being typed.
  useEffect(() => {
    if (existing && !editing) setValues(companyValuesOf(existing));
  }, [existing, editing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setError(null);
    // Referral and PO required are staff's: a customer's form sends neither.
    const { referral, po_required, ...rest } = values;
    const parsed = companyBody.safeParse(showReferral ? values : rest);
    const problem = firstProblem(parsed);
    if (problem || !parsed.success) {
      setError(problem);
      return;
    }
    const fieldsToSend: CompanyFields = parsed.data;
    const onError = (e: unknown) => {
      setError(errorMessage(e));
      notifyError(errorMessage(e));
    };
    if (props.mode === 'edit') {
      edit.mutate(
        { id: props.company.id, fields: fieldsToSend },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            setEditing(false);
          },
          onError,
        },
      );
    } else {
      add.mutate(
        { userId: props.userId, fields: fieldsToSend },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            props.onCreated(answer.company);
          },
          onError,
        },
      );
    }
  };

  const title = props.mode === 'create' ? 'New company' : 'Company';
  // Embedded, a company not being edited reads as a few lines of text, not a wall of greyed fields.
  const brief = props.embedded && props.mode === 'edit' && !editing;
  const form = (
    <form onSubmit={onSubmit} noValidate aria-label={props.embedded ? title : undefined}>
      <Stack gap="md">
        <Group justify="space-between" align={brief ? 'flex-start' : 'center'}>
          {!props.embedded && (
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          )}
          {brief && <CompanyDetails company={props.company} />}
          {props.mode === 'edit' && <EditSwitch editing={editing} onToggle={toggleEditing} />}
        </Group>
        {props.mode === 'edit' && !brief && (
          <CompanyLogo
            companyId={props.company.id}
            companyName={props.company.company}
            logo={props.company.logo}
            canUpload
          />
        )}
        {!brief && (
          <FieldGrid
            fields={fields}
            values={values}
            disabled={!editing}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
        )}
        {!brief && showReferral && (
          <Checkbox
            label="PO required"
            description="The customer must give a purchase order number to accept a quote."
            checked={values.po_required}
            disabled={!editing}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, po_required: checked }));
            }}
          />
        )}
        <FormMessage error={error} />
        <Group gap="sm">
          {/* Always there, disabled until Edit is on: a form has its submit button (WCAG H32). */}
          <Button type="submit" disabled={!editing} loading={add.isPending || edit.isPending}>
            SAVE
          </Button>
          {props.mode === 'create' && props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
          {props.mode === 'edit' && !props.embedded && can(user, 'deleteCompany') && (
            <DeleteCompanyButton company={props.company} onDeleted={props.onDeleted} />
          )}
        </Group>
      </Stack>
    </form>
  );
  if (props.embedded) return form;
  return (
    <Paper withBorder p="lg" radius="md" bg="white" component="section" aria-labelledby={headingId}>
      {form}
    </Paper>
  );
}
