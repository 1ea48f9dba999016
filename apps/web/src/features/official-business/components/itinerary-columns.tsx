import { t } from '@lingui/core/macro';
import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import {
  approverColumns,
  dateColumn,
  documentsColumn,
  fullnameColumn,
  levelStatusColumns,
  overallStatusColumn,
  recidColumn,
  remarksColumn,
  textColumn,
} from '../../../components/request-columns';
import type { RequestColumn } from '../../../components/request-table';

const LEVELS = ['status', 'status2', 'status3'] as const;
const daysColumn = (): RequestColumn<OfficialBusinessRow> => ({ accessorKey: 'noofdays', header: t`Days`, size: 70 });

/** Spec §3 "Official business" columns. */
export function myItineraryColumns(ellipsis: boolean): RequestColumn<OfficialBusinessRow>[] {
  return [
    recidColumn<OfficialBusinessRow>(),
    overallStatusColumn<OfficialBusinessRow>(),
    dateColumn<OfficialBusinessRow>('datefiled', t`Date Filed`),
    dateColumn<OfficialBusinessRow>('frdate', t`From`),
    dateColumn<OfficialBusinessRow>('todate', t`To`),
    textColumn<OfficialBusinessRow>('reason', t`Reason`, ellipsis),
    daysColumn(),
    ...levelStatusColumns<OfficialBusinessRow>(LEVELS),
    remarksColumn<OfficialBusinessRow>(),
    ...approverColumns<OfficialBusinessRow>(),
    documentsColumn<OfficialBusinessRow>(),
  ];
}

/** Spec §3 official business "for approval" columns. */
export function itineraryApprovalColumns(ellipsis: boolean): RequestColumn<OfficialBusinessRow>[] {
  return [
    recidColumn<OfficialBusinessRow>(),
    overallStatusColumn<OfficialBusinessRow>(),
    dateColumn<OfficialBusinessRow>('datefiled', t`Date Filed`),
    fullnameColumn<OfficialBusinessRow>(),
    dateColumn<OfficialBusinessRow>('frdate', t`From`),
    dateColumn<OfficialBusinessRow>('todate', t`To`),
    daysColumn(),
    textColumn<OfficialBusinessRow>('reason', t`Reason`, ellipsis),
    remarksColumn<OfficialBusinessRow>(),
    ...levelStatusColumns<OfficialBusinessRow>(LEVELS),
    documentsColumn<OfficialBusinessRow>(),
  ];
}

export function hiddenItineraryColumns(features: { showLevel3Status: boolean; officialBusinessSupportingDocs: boolean }): string[] {
  const hidden: string[] = [];
  if (!features.showLevel3Status) hidden.push('status3');
  if (!features.officialBusinessSupportingDocs) hidden.push('documents');
  return hidden;
}
