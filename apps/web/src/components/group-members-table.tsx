import { useLingui } from '@lingui/react/macro';
import type { MRT_RowData } from 'material-react-table';
import { RemoveMemberAction } from './remove-member-action';
import { RequestTable, type RequestColumn } from './request-table';

type MemberRow = MRT_RowData & { recid: number; emp_id: string; fullname: string };

interface GroupMembersTableProps<Row extends MemberRow> {
  /** "group leave #12": names the table and the removal question. */
  groupLabel: string;
  columns: RequestColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  /** The lead's own group that no level has acted on: each member may be taken out, asked first. */
  removal?: { pending: boolean; run: (empid: string) => Promise<unknown> } | undefined;
}

/** The members of one group request (leave, overtime, shift change), each with their own status. */
export function GroupMembersTable<Row extends MemberRow>({ groupLabel, columns, rows, loading, removal }: GroupMembersTableProps<Row>) {
  const { t } = useLingui();
  const count = rows?.length ?? 0;
  return (
    <RequestTable<Row>
      label={t`Members of ${groupLabel}`}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText={t`No members.`}
      exportable={false}
      rowActions={
        removal
          ? (member) => (
              <RemoveMemberAction
                groupLabel={groupLabel}
                fullname={member.fullname}
                last={count === 1}
                pending={removal.pending}
                onRemove={() => removal.run(member.emp_id)}
              />
            )
          : undefined
      }
    />
  );
}
