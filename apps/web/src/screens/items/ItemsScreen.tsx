export { default } from '../placeholder/PlaceholderScreen.tsx';
