import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { formatDistanceToNowStrict, type FormatDistanceToken, type Locale } from 'date-fns';
import type { NotificationItem } from '@portal/contracts/notifications';
import { currentIntlLocale } from '../../../lib/i18n';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const intlUnits: Partial<Record<FormatDistanceToken, Intl.RelativeTimeFormatUnit>> = {
  xSeconds: 'second',
  xMinutes: 'minute',
  xHours: 'hour',
  xDays: 'day',
  xWeeks: 'week',
  xMonths: 'month',
  xYears: 'year',
};

/**
 * date-fns has no Filipino: its choice of unit kept, the words are the browser's own
 * (Intl.RelativeTimeFormat, "5 minuto ang nakalipas").
 */
function intlDistance(locale: string): Pick<Locale, 'formatDistance'> {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return {
    formatDistance: (token, count, options) => words.format(options?.comparison === 1 ? count : -count, intlUnits[token] ?? 'second'),
  };
}

/** How long ago, in the reader's language: English as date-fns says it ("5 minutes ago"), Filipino as Intl does. */
function timeAgo(createdAt: string, language: string): string {
  const when = new Date(createdAt);
  if (language === 'en') return formatDistanceToNowStrict(when, { addSuffix: true });
  return formatDistanceToNowStrict(when, { addSuffix: true, locale: intlDistance(currentIntlLocale()) });
}

/** One notification in the bell: unread ones bold with a dot (and said so to a screen reader), with how long ago. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const { i18n } = useLingui();
  return (
    <MenuItem onClick={() => onOpen(item)} sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1.5, py: 1.25 }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: item.read ? 'transparent' : 'primary.main' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 600 }}>
          {item.read ? '' : (
            <Box component="span" sx={visuallyHidden}>
              <Trans>Unread:</Trans>{' '}
            </Box>
          )}
          {item.title}
        </Typography>
        {item.body && (
          <Typography variant="body2" color="text.secondary">
            {item.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {timeAgo(item.created_at, i18n.locale)}
        </Typography>
      </Box>
    </MenuItem>
  );
}

