import { COE_ISSUANCE_DAYS, coeTypes } from '@portal/contracts/coe';
import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { markCertificateIssued } from './coe.repository';
import { say } from '../../lib/messages';

// Row expressions over the request `r`, in the company's time zone. The type names
// come from the contracts' constants, never from a request.
const companyZone = '(select time_zone from company)';
const typeNames = `case r.coetype ${coeTypes.map((t) => `when ${t.coetype} then '${t.description.replaceAll("'", "''")}'`).join(' ')} end`;
const filedDay = `(r.datefiled at time zone ${companyZone})::date`;
const today = `(now() at time zone ${companyZone})::date`;

/** Certificates of employment on the approval engine; only COE approvers act on them. */
export const coeType: RequestTypeDescriptor = {
  name: 'coe',
  screens: { mine: '/coe/requests', approval: '/coe/formyapproval' },
  routeType: 'coe',
  label: 'certificate request',
  labelFil: 'request ng certificate',
  table: 'coe_requests',
  levelColumns: ['status', 'status2', 'status3'],
  rowColumns: [
    'reqdate',
    'coetype',
    [typeNames, 'coe_desc'],
    'reason',
    'status',
    'status2',
    'status3',
    [`to_char(r.approved_at at time zone ${companyZone}, 'YYYY-MM-DD')`, 'approved_date'],
    ["to_char(r.valid_until, 'YYYY-MM-DD')", 'valid_until'],
    // The DOLE clock (Labor Advisory 06-2020): three calendar days from filing.
    [`to_char(${filedDay} + ${COE_ISSUANCE_DAYS}, 'YYYY-MM-DD')`, 'due_date'],
    [`(${filedDay} + ${COE_ISSUANCE_DAYS}) - ${today}`, 'days_left'],
    ['r.replacement_document_key is not null', 'replaced'],
    'language',
  ],
  dateColumns: { from: 'reqdate', to: 'reqdate' },
  countKey: 'coe_for_approval_count',
  approverRole: { flag: 'coeapprover', message: say('coe.approvers_only') },
  onFinalApproval: (trx, recid, actorEmpId) => markCertificateIssued(trx, recid, actorEmpId),
};
