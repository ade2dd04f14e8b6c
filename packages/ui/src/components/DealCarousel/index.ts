export * from './DealCarousel.tsx';
