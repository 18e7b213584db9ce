// Options for the time zone and currency selects, labelled for people, built once.
import { currencies } from '@studio/shared/enums';

export type Option = { value: string; label: string };

function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

let timeZones: Option[] | undefined;

/** Every IANA zone the browser knows, e.g. 'Europe/Berlin (GMT+1)'; UTC first. */
export function timeZoneOptions(): Option[] {
  if (timeZones) return timeZones;
  const now = new Date();
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  timeZones = ['UTC', ...zones].map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})`,
  }));
  return timeZones;
}

/** A stored zone the browser does not list still shows as itself. */
export function withCurrentZone(options: Option[], current: string | undefined): Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** The 30 supported currencies, e.g. 'USD · US Dollar'. */
export function currencyOptions(codes: readonly { code: string }[] = currencies): Option[] {
  return codes.map(({ code }) => ({
    value: code,
    label: `${code} · ${currencyNames.of(code) ?? code}`,
  }));
}
