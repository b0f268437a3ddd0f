import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { WhatsAppOutlined } from '../../lib/icons/whats-app-outlined';
import { dialable } from '@studydesk/contract/plain';

/**
 * WhatsApp wants the full international number, digits only: a number written with its country
 * code (+44 …, 0044 …) has one; a local one (07700 900124) has none, and its link would open
 * someone else's chat or none, so it gets no link (null).
 */
export function whatsAppUrl(phone: string): string | null {
  const d = dialable(phone);
  const digits = d.startsWith('+') ? d.slice(1) : d.startsWith('00') ? d.slice(2) : null;
  const number = digits?.replace(/\D/g, '');
  return number && number.length >= 8 ? `https://wa.me/${number}` : null;
}

/** WhatsApp's link, or why there is none. */
function WhatsApp({ phone }: { phone: string }) {
  const url = whatsAppUrl(phone);
  if (url)
    return (
      <Link href={url} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </Link>
    );
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      WhatsApp: add the country code
    </Typography>
  );
}

/** The phone number as a `tel:` link. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  if (!phone) return <span>—</span>;
  return (
    <Link href={`tel:${dialable(phone)}`} aria-label={label} sx={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Link>
  );
}

/** Call, write and WhatsApp, as links with the number or address shown (what is known). */
export function ContactLinks({ phone, email }: { phone?: string | null; email?: string | null }) {
  const item = { alignItems: 'center', gap: 0.75 } as const;
  return (
    <Stack direction="row" sx={{ gap: { xs: 1, sm: 2.5 }, flexWrap: 'wrap', alignItems: 'center' }}>
      {phone && (
        <>
          <Stack direction="row" sx={item}>
            <PhoneOutlined aria-hidden />
            <PhoneLink phone={phone} label={`Call ${phone}`} />
          </Stack>
          <Stack direction="row" sx={item}>
            <WhatsAppOutlined aria-hidden />
            <WhatsApp phone={phone} />
          </Stack>
        </>
      )}
      {email && (
        <Stack direction="row" sx={{ ...item, minWidth: 0 }}>
          <MailOutlined aria-hidden />
          <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
