// The time zones' names, apart from their schema: zod-free, for the web's zone pickers.
/**
 * ICU (Node 20, many browsers) still lists some zones under names IANA has since replaced:
 * an Indian agency looks for Asia/Kolkata, not Asia/Calcutta. Old name → current name.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const knownToIntl = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

let zones: string[] | undefined;
/** The current IANA zone names this runtime knows, sorted, UTC included. */
export function timeZoneNames(): string[] {
  zones ??= [
    ...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((n) => CURRENT_NAMES[n] ?? n)]),
  ]
    .filter(knownToIntl)
    .sort();
  return zones;
}
