import { FormattedNumber } from 'react-intl';

/** A size in megabytes, in the reader's language (`digits` after the point, 1 unless said). */
export function Megabytes({ bytes, digits = 1 }: { bytes: number; digits?: number }) {
  return (
    <FormattedNumber
      value={bytes / 1_048_576}
      style="unit"
      unit="megabyte"
      maximumFractionDigits={digits}
    />
  );
}
