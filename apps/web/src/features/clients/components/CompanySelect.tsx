import { Select } from '@mantine/core';
import type { CompanyListEntry } from '@portal/domain/clients';

/** Shows this many matches at a time: a select of 2,000 companies stays quick to type in. */
const VISIBLE_MATCHES = 50;

/** The hub's company search select (spec 2.6). Its value is the company's account id. */
export function CompanySelect({
  companies,
  userId,
  loading,
  onChange,
}: {
  companies: CompanyListEntry[];
  userId: number | null;
  loading: boolean;
  onChange: (userId: number | null) => void;
}) {
  // Two companies of the same name are told apart by their account's e-mail.
  const names = new Map<string, number>();
  for (const c of companies) names.set(c.company, (names.get(c.company) ?? 0) + 1);
  const data = companies.map((c) => ({
    value: String(c.user_id),
    label: (names.get(c.company) ?? 0) > 1 ? `${c.company} (${c.user.email})` : c.company,
  }));
  return (
    <Select
      label="Company"
      placeholder={loading ? 'Loading companies…' : 'Search a company'}
      data={data}
      value={userId === null ? null : String(userId)}
      onChange={(value) => onChange(value ? Number(value) : null)}
      searchable
      clearable
      limit={VISIBLE_MATCHES}
      nothingFoundMessage="No company matches"
      w={{ base: '100%', sm: 360 }}
    />
  );
}
