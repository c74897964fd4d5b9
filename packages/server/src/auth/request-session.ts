/** Who is calling, set on `request.session` for every signed-in request. */
export interface RequestSession {
  operatorId: number;
  userType: number;
  organizationId: number;
  buildingId: number | null;
  tokenId: number;
  loginId: string;
}
