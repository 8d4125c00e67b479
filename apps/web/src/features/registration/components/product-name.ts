export { useProductName } from '@/lib/product-name';
