import { lazy } from 'react';

// Every chart comes from one chunk, fetched the first time a chart is drawn.
const charts = () => import('./dashboard-charts');

export const HeadcountChart = lazy(() => charts().then((module) => ({ default: module.HeadcountChart })));
export const AttendanceRateChart = lazy(() => charts().then((module) => ({ default: module.AttendanceRateChart })));
export const LatenessChart = lazy(() => charts().then((module) => ({ default: module.LatenessChart })));
export const OvertimeChart = lazy(() => charts().then((module) => ({ default: module.OvertimeChart })));
export const LeaveChart = lazy(() => charts().then((module) => ({ default: module.LeaveChart })));
export const WaitingChart = lazy(() => charts().then((module) => ({ default: module.WaitingChart })));
export const CertificatesChart = lazy(() => charts().then((module) => ({ default: module.CertificatesChart })));
