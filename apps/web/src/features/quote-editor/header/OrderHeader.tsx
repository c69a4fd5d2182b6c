import { Accordion, Paper } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { memo } from 'react';
import { ApprovalSection } from './ApprovalSection.tsx';
import { CollectionSection } from './CollectionSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { QuoteSection } from './QuoteSection.tsx';
import type { SectionProps } from './types.ts';

type Props = SectionProps & {
  isNew: boolean;
  quoteId: number | null;
  status: string;
  orderStatus: string;
  revision: number;
  company: AnyCompanyAnswer | null | undefined;
  companyLoading: boolean;
};

const SECTIONS = ['quote', 'company', 'contact', 'collection', 'approval'];

/**
 * The order header (accounts spec 2.10): collapsible Quote, Company, Contact and Collection
 * sections, and for staff the approve price. Memoised: typing in the table leaves it alone.
 */
export const OrderHeader = memo(function OrderHeader(props: Props) {
  const { admin, company, companyLoading } = props;
  return (
    <Paper withBorder bg="white" mb="md">
      <Accordion multiple defaultValue={SECTIONS} chevronPosition="left">
        <Accordion.Item value="quote">
          <Accordion.Control>Quote</Accordion.Control>
          <Accordion.Panel>
            <QuoteSection {...props} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="company">
          <Accordion.Control>Company</Accordion.Control>
          <Accordion.Panel>
            <CompanySection company={company} loading={companyLoading} admin={admin} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="contact">
          <Accordion.Control>Contact</Accordion.Control>
          <Accordion.Panel>
            <ContactSection {...props} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="collection">
          <Accordion.Control>Collection</Accordion.Control>
          <Accordion.Panel>
            <CollectionSection {...props} />
          </Accordion.Panel>
        </Accordion.Item>
        {/* The approve price is set on a stored quote; POST /quotes/add takes none. */}
        {admin && !props.isNew && (
          <Accordion.Item value="approval">
            <Accordion.Control>Approval</Accordion.Control>
            <Accordion.Panel>
              <ApprovalSection {...props} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
      </Accordion>
    </Paper>
  );
});
