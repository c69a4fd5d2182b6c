import { Anchor, Badge, Group, Loader, Paper, Table, Text, TextInput } from '@mantine/core';
import { isAdmin } from '@portal/domain/access';
import { formatDisplayDate } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useUsers } from './api/listUsers.ts';

/** Spec 2.7: the accounts list; each account leads to its quotes or its client page. */
export function AllAccountsPage() {
  const users = useUsers();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = (users.data ?? []).filter((u) =>
    needle
      ? [u.firstname, u.lastname, u.email, u.company ?? ''].some((v) => v.toLowerCase().includes(needle))
      : true,
  );

  return (
    <>
      <PageHeader title="All Accounts" description="Every account that can sign in to the portal." />
      <Paper withBorder p="lg" radius="md" bg="white">
        <TextInput
          label="Search accounts"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
          mb="md"
        />
        {users.isPending ? (
          <Loader role="status" aria-label="Loading accounts" />
        ) : users.isError ? (
          <FormMessage error={MESSAGES.listFetchFailed} />
        ) : (
          <TableScroll minWidth={720} label="Accounts">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">No.</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Company</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Created</Table.Th>
                  <Table.Th scope="col">Open</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.id}</Table.Td>
                    <Table.Td>
                      {u.firstname} {u.lastname}
                    </Table.Td>
                    <Table.Td>{u.company ?? ''}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>
                      {/* Never narrower than its word: a squeezed column cut it to "CUSTO…". */}
                      <Badge
                        color={u.role === 'admin' ? 'navy' : 'gray.8'}
                        variant="filled"
                        miw="max-content"
                      >
                        {u.role}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDisplayDate(u.created_at)}</Table.Td>
                    <Table.Td>
                      {/* Staff accounts own no quotes and no company: nothing to open. */}
                      {isAdmin(u) ? (
                        <Text size="sm">Staff account</Text>
                      ) : (
                        <Group gap="sm" wrap="nowrap">
                          <Anchor component={Link} to={`/admin/requests?userid=${u.id}`} size="sm">
                            Quotes<span className="visually-hidden"> of {u.email}</span>
                          </Anchor>
                          <Anchor component={Link} to={`/admin/myorders?userid=${u.id}`} size="sm">
                            Client<span className="visually-hidden"> {u.email}</span>
                          </Anchor>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>
    </>
  );
}
