import { FormattedDate, FormattedTime } from 'react-intl';

/** When something will be sent: the time, with the date when it is not today. */
export function SendTime({ value }: { value: number }) {
  const today = new Date().toDateString() === new Date(value).toDateString();
  return today ? (
    <FormattedTime value={value} timeStyle="short" />
  ) : (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
  );
}
