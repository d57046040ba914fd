/**
 * The public runs the labels' readers were shown, per domain (relative to the folder that holds data/ and
 * tau2-public/): scripts/labels/show-task.mjs prints them to a reader, scripts/labels/audit-validation.mjs audits them.
 */
export const READ_RUNS = {
  airline: ["tau2-public/tau2_airline_claude-opus-4-6_button-pr168.json", "tau2-public/tau2_airline_claude-opus-4-6_ironshell-pr171.json",
    "tau2-public/tau2_airline_adaptive-agent-opus46_ironshell-pr171merge.json", "tau2-public/tau2_airline_whissle_pr448.json",
    "tau2-public/tau2_airline_gpt-oss-120b_langchain-pr133.json", "tau2-public/tau2_airline_azure-gpt-4o_judgeviewer-pr103.json",
    "tau2-public/tau2_airline_qwen2.5-7b_feature-gym.json", "data/tau2/tau2_airline_gpt-4.1_1trial_20tasks.feature-gym.json"],
  retail: ["data/tau2/tau2_retail_gpt-4.1_1trial_40tasks.feature-gym.json"],
  telecom: ["tau2-public/tau2_telecom_gpt-4.1_feature-gym.json", "tau2-public/tau2_telecom_gpt-4o_pr17.json"],
};
