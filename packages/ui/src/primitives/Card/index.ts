export { Card, CardTitle, type CardProps, type CardTitleProps } from './Card';
