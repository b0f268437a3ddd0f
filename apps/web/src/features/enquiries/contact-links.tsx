import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { WhatsAppOutlined } from '../../lib/icons/whats-app-outlined';

/** A number as dialled: digits and a leading +. */
export const dialable = (phone: string): string => phone.replace(/[^\d+]/g, '');

/** WhatsApp wants the full international number, digits only. */
const whatsApp = (phone: string) => `https://wa.me/${dialable(phone).replace(/^\+/, '')}`;

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
            <Link href={whatsApp(phone)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Link>
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
