import { ScreenPlaceholder } from '../../components/screen-placeholder';

export default function ManageRegionsPage() {
  return (
    <ScreenPlaceholder
      title="Regions and Delivery Rates"
      purpose="Manage domestic and international delivery regions and their delivery rates."
    />
  );
}
