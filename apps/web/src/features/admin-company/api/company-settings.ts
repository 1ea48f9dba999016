import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCompanyRoutes, COMPANY_IMAGE_FIELD, type CompanySettings } from '@portal/contracts/admin-company';
import { attendanceRoutes } from '@portal/contracts/attendance';
import { adminNotificationsRoutes } from '@portal/contracts/notifications-routes';
import type { BodyOf } from '@portal/contracts/http';
import { callApi, callApiForFile, callApiUpload } from '../../../lib/api-client';

export const companyKeys = { all: ['admin', 'company'] as const };

export function useCompanySettings() {
  return useQuery({ queryKey: companyKeys.all, queryFn: ({ signal }) => callApi(adminCompanyRoutes.read, { signal }) });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminCompanyRoutes.update>) => callApi(adminCompanyRoutes.update, { body }),
    meta: { announceSuccess: true },
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.all, saved),
  });
}

type CompanyImageKind = 'logo' | 'footer' | 'signature';

/** Uploads the logo, the certificate's footer image, or the signature of the employee named. */
export function useUploadCompanyImage(kind: CompanyImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, empId }: { file: File; empId?: string }) =>
      kind === 'logo'
        ? callApiUpload(adminCompanyRoutes.uploadLogo, { field: COMPANY_IMAGE_FIELD, file })
        : kind === 'footer'
          ? callApiUpload(adminCompanyRoutes.uploadFooterImage, { field: COMPANY_IMAGE_FIELD, file })
          : callApiUpload(adminCompanyRoutes.uploadSignature, {
              query: { emp_id: empId ?? '' },
              field: COMPANY_IMAGE_FIELD,
              file,
            }),
    meta: { announceSuccess: true },
    onSuccess: (saved: CompanySettings) => queryClient.setQueryData(companyKeys.all, saved),
  });
}

/**
 * A stored image as an object URL for an <img>, read again when its hash changes
 * (after an upload) and released when no longer shown.
 */
export function useCompanyImageUrl(kind: CompanyImageKind, empId: string | null, sha256: string | null): string | null {
  const image = useQuery({
    queryKey: [...companyKeys.all, kind, empId, sha256],
    queryFn: ({ signal }) =>
      kind === 'logo'
        ? callApiForFile(adminCompanyRoutes.logo, { signal })
        : kind === 'footer'
          ? callApiForFile(adminCompanyRoutes.footerImage, { signal })
          : callApiForFile(adminCompanyRoutes.signature, { query: { emp_id: empId ?? '' }, signal }),
    enabled: sha256 !== null,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data || sha256 === null) return setUrl(null);
    const created = URL.createObjectURL(image.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [image.data, sha256]);
  return url;
}

/** Everyone, for picking the signatory (HR sees all staff). */
export function useAllEmployees() {
  return useQuery({
    queryKey: ['staff', 'all'],
    queryFn: ({ signal }) => callApi(attendanceRoutes.staff, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** E-mails that failed, or are being retried after an error (notification delivery). */
export function useEmailProblems() {
  return useQuery({ queryKey: [...companyKeys.all, 'email-problems'], queryFn: ({ signal }) => callApi(adminNotificationsRoutes.emailProblems, { signal }) });
}
