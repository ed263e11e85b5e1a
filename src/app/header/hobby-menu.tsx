import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CardIcon, ChevronDownIcon, HobbyIcon } from '../../ui/icons';
import { DropdownMenu } from '../../ui/dropdown-menu';

/** "Hobby" in the nav: a dropdown with the hobby corner and the poke-card page. */
export function HobbyMenu() {
  const intl = useIntl();
  return (
    <DropdownMenu
      buttonLabel={intl.formatMessage({ id: 'nav.hobbyMenu' })}
      buttonClassName="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 px-2 font-pixel hover:text-primary"
      buttonContent={
        <>
          <HobbyIcon />
          <span className="sr-only md:not-sr-only" data-nav-label>
            <FormattedMessage id="nav.hobby" />
          </span>
          <ChevronDownIcon width="14" height="14" />
        </>
      }
      items={[
        {
          key: 'hobby',
          render: (props) => (
            <Link to="/hobby" {...props}>
              <HobbyIcon />
              <FormattedMessage id="nav.hobbyHome" />
            </Link>
          ),
        },
        {
          key: 'poke-card',
          render: (props) => (
            <Link to="/pokeCardPage" {...props}>
              <CardIcon />
              <FormattedMessage id="nav.pokeCard" />
            </Link>
          ),
        },
      ]}
    />
  );
}
