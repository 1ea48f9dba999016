import { useState } from 'react';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Profile } from '@portal/contracts/profile';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePreferences } from '../../../lib/preferences';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { formatInstantTime, formatLongDate } from '../../../lib/time-format';
import { useLogOutOthers } from '../api/profile';
import { ProfileSection } from '../../../components/profile-section';

/** A browser's user agent in a few words: "Chrome on Android". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return translate`Unknown device`;
  /* eslint-disable lingui/no-unlocalized-strings -- browser and system names are names in every language */
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : translate`A browser`;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  /* eslint-enable lingui/no-unlocalized-strings */
  return system ? translate`${browser} on ${system}` : browser;
}

/** Where I am signed in, and ending every session but this one. */
export function SessionsSection({ sessions }: { sessions: Profile['sessions'] }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const logOutOthers = useLogOutOthers();
  const { timeFormat } = usePreferences();
  const { timeZone } = getRuntimeConfig();
  const when = (instant: string) =>
    `${formatLongDate(new Date(instant), timeZone)}, ${formatInstantTime(new Date(instant), timeZone, timeFormat)}`;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <ProfileSection
      title={t`Where I am logged in`}
      action={
        <Button variant="outlined" color="error" disabled={others === 0} onClick={() => setAsking(true)} sx={{ mt: 1 }}>
          <Trans>Log out my other sessions</Trans>
        </Button>
      }
    >
      <List dense disablePadding aria-label={t`Open sessions`}>
        {sessions.map((session) => {
          const lastActive = when(session.last_seen_at);
          return (
            <ListItem
              key={session.id}
              disableGutters
              secondaryAction={
                session.current ? <Chip size="small" color="success" label={t`This device`} /> : undefined
              }
            >
              <ListItemText
                primary={describeDevice(session.user_agent)}
                secondary={`${t`Last active ${lastActive}`}${session.ip ? ` · ${session.ip}` : ''}`}
                sx={{ pr: session.current ? 12 : 0 }}
              />
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={asking}
        title={t`Log out your other sessions?`}
        message={plural(others, {
          one: 'Your other session will end at once, on every device. This one stays logged in.',
          other: 'Your # other sessions will end at once, on every device. This one stays logged in.',
        })}
        confirmLabel={t`Log out others`}
        pending={logOutOthers.isPending}
        onConfirm={() => logOutOthers.mutate(undefined, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </ProfileSection>
  );
}
