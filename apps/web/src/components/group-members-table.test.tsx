import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { GroupMembersTable } from './group-members-table';
import { recidColumn } from './request-columns';

afterEach(cleanup);

/** As in the app: every screen is inside the language's provider. */
const inLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactNode) => renderBare(<>{ui}</>, { wrapper: inLanguage });

type Member = { recid: number; emp_id: string; fullname: string };
const member = (recid: number, emp_id: string, fullname: string): Member => ({ recid, emp_id, fullname });
const columns = [recidColumn<Member>(), { accessorKey: 'fullname' as const, header: 'Employee' }];

describe('GroupMembersTable', () => {
  it('offers no removal unless the group may be trimmed', () => {
    render(<GroupMembersTable groupLabel="group shift change #3" columns={columns} rows={[member(1, '00000005', 'Pedro Bautista')]} loading={false} />);
    expect(screen.getByRole('table', { name: 'Members of group shift change #3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Pedro Bautista' })).toBeNull();
  });

  it('asks first, then removes that member by employee number', async () => {
    const run = vi.fn(() => Promise.resolve());
    const rows = [member(1, '00000005', 'Pedro Bautista'), member(2, '00000009', 'Carlo Ramos')];
    render(<GroupMembersTable groupLabel="group shift change #3" columns={columns} rows={rows} loading={false} removal={{ pending: false, run }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carlo Ramos' }));
    const asking = screen.getByRole('dialog', { name: 'Remove Carlo Ramos?' });
    expect(asking.textContent).toContain('out of group shift change #3; the others stay');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith('00000009'));
  });

  it('says the last member takes the whole group along', () => {
    render(
      <GroupMembersTable groupLabel="group shift change #3" columns={columns} rows={[member(1, '00000005', 'Pedro Bautista')]} loading={false} removal={{ pending: false, run: () => Promise.resolve() }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pedro Bautista' }));
    expect(screen.getByRole('dialog', { name: 'Remove Pedro Bautista?' }).textContent).toContain('withdraws the whole group');
  });
});
