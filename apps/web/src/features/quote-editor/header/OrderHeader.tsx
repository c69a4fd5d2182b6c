import { Accordion, Paper } from '@mantine/core';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { memo, type ReactNode } from 'react';
import { ApprovalSection } from './ApprovalSection.tsx';
import { CollectionSection } from './CollectionSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { QuoteSection, type QuoteSectionProps } from './QuoteSection.tsx';

type Props = QuoteSectionProps & {
  company: AnyCompanyAnswer | null | undefined;
  companyLoading: boolean;
  /** The account the quote belongs to: a company created in the Company section is theirs. */
  ownerId: number;
};

const SECTIONS = ['quote', 'company', 'contact', 'collection', 'approval'];

/** One collapsible section of the header, open at first (its value is in SECTIONS). */
const HeaderSection = ({ value, title, children }: { value: string; title: string; children: ReactNode }) => (
  <Accordion.Item value={value}>
    <Accordion.Control>{title}</Accordion.Control>
    <Accordion.Panel>{children}</Accordion.Panel>
  </Accordion.Item>
);

/**
 * The order header (accounts spec 2.10): collapsible Quote, Company, Contact and Collection
 * sections, and for staff the approve price. Memoised: typing in the table leaves it alone.
 */
export const OrderHeader = memo(function OrderHeader(props: Props) {
  const { company, companyLoading, ownerId, readOnly } = props;
  return (
    <Paper withBorder bg="white" mb="md">
      <Accordion multiple defaultValue={SECTIONS} chevronPosition="left">
        <HeaderSection value="quote" title="Quote">
          <QuoteSection {...props} />
        </HeaderSection>
        <HeaderSection value="company" title="Company">
          <CompanySection company={company} loading={companyLoading} ownerId={ownerId} readOnly={readOnly} />
        </HeaderSection>
        <HeaderSection value="contact" title="Contact">
          <ContactSection {...props} />
        </HeaderSection>
        <HeaderSection value="collection" title="Collection">
          <CollectionSection {...props} />
        </HeaderSection>
        {/* The approve price is set on a stored quote; POST /quotes/add takes none. */}
        {props.admin && !props.isNew && (
          <HeaderSection value="approval" title="Approval">
            <ApprovalSection {...props} />
          </HeaderSection>
        )}
      </Accordion>
    </Paper>
  );
});
