import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function ConfigurationPage() {
  return (
    <ScreenPlaceholder
      title="Configuration (Institution)"
      purpose="Edit the institution's name, acronym, logos, banner and theme colours."
    />
  );
}
