import { ComingSoon } from '../../ui/coming-soon';

export function PokeCardPage() {
  return <ComingSoon titleKey="pokeCard.title" />;
}
