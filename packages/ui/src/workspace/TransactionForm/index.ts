export {
  TransactionForm, type TransactionFormProps, type TransactionFormValues, type TransactionFormField, type TransactionFormType,
  type TransactionFormSearch, type TransactionFormOption,
} from './TransactionForm';
