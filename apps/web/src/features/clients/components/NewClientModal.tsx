import { Modal } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { CompanyCard } from './CompanyCard.tsx';

/**
 * NEW CLIENT (spec 2.6): a company form; saving it creates the client's account and company
 * together (docs/decisions/040), and the hub then shows the new client.
 */
export function NewClientModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (company: AnyCompanyAnswer) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="New client" size="lg">
      {opened && <CompanyCard mode="create" onCreated={onCreated} onCancel={onClose} />}
    </Modal>
  );
}
