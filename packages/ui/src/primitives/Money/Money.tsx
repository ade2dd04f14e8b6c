import { useFormatMoney } from '../../providers/MarketContext.tsx';

/** A USD amount shown in the selected currency and language. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const format = useFormatMoney();
  return <span className={className}>{format(amount)}</span>;
}
