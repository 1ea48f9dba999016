import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarEntry } from '@portal/contracts/team-calendar';
import { PageHeader } from '../../components/page-header';
import { currentIntlLocale } from '../../lib/i18n';
import { shiftDate } from '../../lib/time-format';
import { useTeamCalendar, type CalendarFilter } from './api/team-calendar';
import { coloursOf, kindColours } from './components/entry-colours';
import { EntryDialog } from './components/entry-dialog';

const PHONE = '(max-width:599.95px)';

/** YYYY-MM-DD of a calendar day as the calendar shows it (all-day dates are the browser's local dates). */
function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Who is away when: leave (approved, and outlined while pending), official business,
 * rest days, holidays and approved shift changes of the team, or of the company for
 * HR. A month or a week on a computer; an agenda list on a phone.
 */
export function TeamCalendarPage() {
  const { t, i18n } = useLingui();
  /**
   * An entry's title in the reader's language, from its facts: the server's title is
   * English ("Juan dela Cruz: On leave (pending)"). A shift's name and a holiday's are
   * data, and come as the server wrote them.
   */
  const titleOf = (entry: CalendarEntry): string => {
    const name = entry.fullname ?? entry.empid ?? '';
    if (entry.kind === 'leave') {
      const type = entry.leave_type;
      if (type) return entry.pending ? t`${name}: ${type} (pending)` : t`${name}: ${type}`;
      return entry.pending ? t`${name}: On leave (pending)` : t`${name}: On leave`;
    }
    if (entry.kind === 'official_business') return entry.pending ? t`${name}: Official business (pending)` : t`${name}: Official business`;
    if (entry.kind === 'rest_day') return t`${name}: Rest day`;
    return entry.title;
  };
  const phone = useMediaQuery(PHONE);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [department, setDepartment] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [restDays, setRestDays] = useState<boolean | null>(null);
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  const filter: CalendarFilter | null = range ? { ...range, department, officeId } : null;
  const calendar = useTeamCalendar(filter);
  const company = calendar.data?.scope === 'company';
  // Everyone's weekly rest days would bury the absences that matter: shown when asked for.
  const showRestDays = restDays ?? false;
  const events = useMemo(
    () =>
      (calendar.data?.entries ?? [])
        .filter((entry) => showRestDays || entry.kind !== 'rest_day')
        .map((entry) => ({ id: entry.id, title: titleOf(entry), start: entry.start, end: shiftDate(entry.end, 1), allDay: true, extendedProps: { entry }, ...coloursOf(entry) })),
    // titleOf reads the language through t: a new language renders the page afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calendar.data, showRestDays],
  );

  return (
    <Box>
      <PageHeader
        title={t`Team Calendar`}
        onRefresh={() => void calendar.refetch()}
        refreshing={calendar.isFetching}
        actions={
          company ? (
            <>
              <TextField select label={t`Department`} size="small" value={department} onChange={(event) => setDepartment(event.target.value)} sx={{ minWidth: 180 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                <MenuItem value="">
                  <Trans>All departments</Trans>
                </MenuItem>
                {calendar.data!.departments.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label={t`Office`} size="small" value={officeId} onChange={(event) => setOfficeId(event.target.value)} sx={{ minWidth: 160 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                <MenuItem value="">
                  <Trans>All offices</Trans>
                </MenuItem>
                {calendar.data!.offices.map((office) => (
                  <MenuItem key={office.id} value={String(office.id)}>
                    {office.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : undefined
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 1 }} component="ul" aria-label={t`Legend`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {Object.entries(kindColours).map(([kind, colours]) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colours.background }} />
            <Typography variant="body2">{i18n._(colours.label)}</Typography>
          </Box>
        ))}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, border: '2px dashed', borderColor: kindColours.leave.background }} />
          <Typography variant="body2">
            <Trans>Waiting for approval</Trans>
          </Typography>
        </Box>
        <Box component="li">
          <FormControlLabel control={<Checkbox size="small" checked={showRestDays} onChange={(event) => setRestDays(event.target.checked)} />} label={t`Rest days`} />
        </Box>
      </Box>
      {calendar.data && !calendar.data.show_leave_types && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Trans>Your teammates&apos; leave shows as &ldquo;On leave&rdquo;; only your own shows its type.</Trans>
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 0.5 }}>{calendar.isFetching && <LinearProgress aria-label={t`Loading the calendar`} />}</Box>
      {calendar.isError && (
        <Typography role="alert" color="error" sx={{ mb: 1 }}>
          <Trans>The calendar could not be loaded. Try Refresh.</Trans>
        </Typography>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 1, sm: 2 },
          // The calendar's own layers stay under the app's dialogs and menus.
          isolation: 'isolate',
          // The theme's grey for the days of the next and last month is too faint to read (WCAG 1.4.3).
          '--fc-classic-faint-foreground': '#6b7280',
          '--fc-classic-muted-foreground': '#4b5563',
          '& .entry-pending': { outline: '2px dashed currentColor', outlineOffset: '-2px' },
          '& .fc-event': { cursor: 'pointer' },
          // A day's entries are tapped and clicked: each at least 24 px tall (WCAG 2.5.8), however many share the day.
          '& [data-date] [role="list"] > * > *': { minHeight: 24, display: 'flex', alignItems: 'center' },
          '& .fc-toolbar-title, & [class*="toolbar-title"]': { fontSize: { xs: '1.1rem', sm: '1.4rem' } },
        }}
      >
        <FullCalendar
          key={phone ? 'phone' : 'desk'}
          plugins={[dayGridPlugin, listPlugin, classicThemePlugin]}
          initialView={phone ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={phone ? { start: 'prev,next', center: 'title', end: 'today' } : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,dayGridWeek,listMonth' }}
          // Dates and weekdays in the reader's language; the calendar's own words are given below.
          locale={currentIntlLocale()}
          todayText={t`Today`}
          // The button's name must contain what it shows (WCAG 2.5.3); the default is "This month".
          todayHint={t`Today`}
          monthText={t`Month`}
          weekTextLong={t`Week`}
          listText={t`Agenda`}
          prevHint={(unitText: string) => t`Previous ${unitText}`}
          nextHint={(unitText: string) => t`Next ${unitText}`}
          viewHint={(viewButtonText: string) => t`${viewButtonText} view`}
          viewChangeHint={t`Change view`}
          moreLinkText={(count: number) => t`+${count} more`}
          moreLinkHint={(count: number) => plural(count, { one: 'Show # more event', other: 'Show # more events' })}
          allDayText={t`All-day`}
          closeHint={t`Close`}
          eventsHint={t`Events`}
          height="auto"
          firstDay={0}
          dayMaxEvents={phone ? false : 4}
          eventInteractive
          displayEventTime={false}
          eventContent={(arg) =>
            // The agenda list shows each title whole, over as many lines as it needs; a grid cell cuts it with an ellipsis.
            arg.view.type.startsWith('list') ? (
              <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 }}>
                {arg.event.title}
              </Box>
            ) : (
              <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', px: 0.5, fontSize: '0.8125rem' }}>
                {arg.event.title}
              </Box>
            )
          }
          events={events}
          noEventsContent={t`Nobody is away in this period.`}
          datesSet={(arg) => {
            const next = { from: dayOf(arg.start), to: shiftDate(dayOf(arg.end), -1) };
            setRange((current) => (current && current.from === next.from && current.to === next.to ? current : next));
          }}
          eventClick={(arg) => {
            arg.jsEvent.preventDefault();
            setOpened(arg.event.extendedProps.entry as CalendarEntry);
          }}
        />
      </Paper>
      <EntryDialog entry={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
