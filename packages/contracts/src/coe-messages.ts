import { defineMessages } from './messages';

/**
 * Certificates of employment, in both languages (see messages.ts). {description} is the
 * certificate type's name in the reader's language ("Loan application", "Aplikasyon sa loan").
 */
export const coeMessages = defineMessages({
  'coe.date_in_past': {
    en: 'reqDate cannot be in the past; date the certificate today or later.',
    fil: 'Hindi puwedeng lumipas na petsa ang petsa ng certificate; ilagay ang petsa ngayon o mas huli pa.',
  },
  'coe.date_too_far': {
    en: 'reqDate may be at most {days} days ahead.',
    fil: 'Hanggang {days} araw lang mula ngayon ang puwedeng petsa ng certificate.',
  },
  'coe.filed': {
    en: 'Certificate request #{recid} ({description}) filed.',
    fil: 'Na-file ang request ng certificate #{recid} ({description}).',
  },
  'coe.saved': {
    en: 'Certificate request #{recid} ({description}) saved.',
    fil: 'Na-save ang request ng certificate #{recid} ({description}).',
  },
  'coe.deleted': {
    en: 'Certificate request #{recid} deleted.',
    fil: 'Nabura ang request ng certificate #{recid}.',
  },
  'coe.info_not_yours': {
    en: 'You may read only your own certificate information, or that of someone whose certificate request is routed to you.',
    fil: 'Sarili mong impormasyon para sa certificate lang ang makikita mo, o ang sa taong naka-route sa iyo ang request ng certificate.',
  },
  'coe.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyadong {empId}.',
  },
  'coe.one_pdf': {
    en: 'Send one PDF in the multipart field "{field}".',
    fil: 'Magpadala ng isang PDF sa multipart field na "{field}".',
  },
  'coe.pdf_too_large': {
    en: 'The PDF is larger than {mb} MB, the most a certificate file may be.',
    fil: 'Lampas sa {mb} MB ang PDF, ang pinakamalaking puwede sa file ng certificate.',
  },
  'coe.replacement_needs_recid': {
    en: 'recid must name the certificate request the PDF replaces.',
    fil: 'Ilagay ang numero ng request ng certificate na papalitan ng PDF.',
  },
  'coe.no_certificate': {
    en: 'There is no certificate #{recid} you may read.',
    fil: 'Walang certificate #{recid} na puwede mong basahin.',
  },
  'coe.pdf_empty': {
    en: 'The PDF is empty.',
    fil: 'Walang laman ang PDF.',
  },
  'coe.not_a_pdf': {
    en: 'The certificate file must be a PDF.',
    fil: 'Dapat PDF ang file ng certificate.',
  },
  'coe.not_routed_to_you': {
    en: 'There is no certificate request #{recid} routed to you.',
    fil: 'Walang request ng certificate #{recid} na naka-route sa iyo.',
  },
  'coe.replace_own': {
    en: 'You cannot replace the certificate of your own request.',
    fil: 'Hindi mo puwedeng palitan ang certificate ng sarili mong request.',
  },
  'coe.replace_rejected': {
    en: 'Certificate request #{recid} was rejected; there is no certificate to replace.',
    fil: 'Hindi naaprubahan ang request ng certificate #{recid}; walang certificate na mapapalitan.',
  },
  'coe.replaced': {
    en: 'Certificate #{recid} now uses the PDF you uploaded.',
    fil: 'Ang PDF na in-upload mo na ang gamit ng certificate #{recid}.',
  },
  'coe.unknown_code': {
    en: 'No certificate has this verification code. Check the code on the paper.',
    fil: 'Walang certificate na may ganitong verification code. Tingnan ulit ang code sa papel.',
  },
  // For coe.descriptor.ts's approverRole once RequestTypeDescriptor takes a coded message there
  // (approvals/request-types.ts types it as a string today).
  'coe.approvers_only': {
    en: 'Only certificate-of-employment approvers act on certificate requests.',
    fil: 'Mga COE approver lang ang puwedeng umaksyon sa mga request ng certificate.',
  },
  'coe.no_signature': {
    en: 'There is no signature of employee {empId} you may see.',
    fil: 'Walang pirma ng empleyadong {empId} na puwede mong makita.',
  },
});
