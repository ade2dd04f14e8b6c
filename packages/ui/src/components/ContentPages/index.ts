export { BlogPage, type BlogPageProps } from './BlogPage.tsx';
export { BlogPostPage, type BlogPostPageProps } from './BlogPostPage.tsx';
export { ContentCard, type ContentCardProps } from './ContentCard.tsx';
export { DestinationPage, type DestinationPageProps } from './DestinationPage.tsx';
export { DestinationsPage, type DestinationsPageProps } from './DestinationsPage.tsx';
export { ShareBlock, type ShareBlockProps } from './ShareBlock.tsx';
