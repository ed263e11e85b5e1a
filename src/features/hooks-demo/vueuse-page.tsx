import { ComingSoon } from '../../ui/coming-soon';

export function VueusePage() {
  return <ComingSoon titleKey="vueuse.title" />;
}
