// generated — do not edit. Source: Formats/fit/profile.json, generator: Formats/fit/generate.py

// FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release: named value sets (T: name, base type, "value:name;…").

extension FITProfile {
  /// The type table, one type per line.
  static let typeTable: String = #"""
T	activity	0	0:manual;1:auto_multi_sport
T	activity_class	0	100:level_max;127:level;128:athlete
T	activity_level	0	0:low;1:medium;2:high
T	activity_subtype	0	0:generic;1:treadmill;2:street;3:trail;4:track;5:spin;6:indoor_cycling;7:road;8:mountain;9:downhill;10:recumbent;11:cyclocross;12:hand_cycling;13:track_cycling;14:indoor_rowing;15:elliptical;16:stair_climbing;17:lap_swimming;18:open_water;254:all
T	activity_type	0	0:generic;1:running;2:cycling;3:transition;4:fitness_equipment;5:swimming;6:walking;8:sedentary;13:wheelchair_pushing;254:all
T	analog_watchface_layout	0	0:minimal;1:traditional;2:modern
T	ant_channel_id	12	65535:ant_device_number;16711680:ant_device_type;251658240:ant_transmission_type_lower_nibble;4026531840:ant_extended_device_number_upper_nibble
T	ant_network	0	0:public;1:antplus;2:antfs;3:private
T	antplus_device_type	2	1:antfs;11:bike_power;12:environment_sensor_legacy;15:multi_sport_speed_distance;16:control;17:fitness_equipment;18:blood_pressure;19:geocache_node;20:light_electric_vehicle;25:env_sensor;26:racquet;27:control_hub;31:muscle_oxygen;34:shifting;35:bike_light_main;36:bike_light_shared;38:exd;40:bike_radar;46:bike_aero;119:weight_scale;120:heart_rate;121:bike_speed_cadence;122:bike_cadence;123:bike_speed;124:stride_speed_distance
T	apnea_discipline	0	0:constant_weight_with_fins;1:constant_weight_with_bifins;2:constant_weight_without_fins;3:dynamic_with_fins;4:dynamic_with_bifins;5:dynamic_without_fins;6:free_immersion;7:no_limit;8:speed_endurance_apnea;9:static_apnea;10:variable_weight
T	attitude_stage	0	0:failed;1:aligning;2:degraded;3:valid
T	attitude_validity	4	1:track_angle_heading_valid;2:pitch_valid;4:roll_valid;8:lateral_body_accel_valid;16:normal_body_accel_valid;32:turn_rate_valid;64:hw_fail;128:mag_invalid;256:no_gps;512:gps_invalid;1024:solution_coasting;2048:true_track_angle;4096:magnetic_heading
T	auto_activity_detect	6	0:none;1:running;2:cycling;4:swimming;8:walking;32:elliptical;1024:sedentary
T	auto_sync_frequency	0	0:never;1:occasionally;2:frequent;3:once_a_day;4:remote
T	autolap_trigger	0	0:time;1:distance;2:position_start;3:position_lap;4:position_waypoint;5:position_marked;6:off;13:auto_select
T	autoscroll	0	0:none;1:slow;2:medium;3:fast
T	backlight_mode	0	0:off;1:manual;2:key_and_messages;3:auto_brightness;4:smart_notifications;5:key_and_messages_night;6:key_and_messages_and_smart_notifications
T	backlight_timeout	2	0:infinite
T	banded_exercises_exercise_name	4	1:ab_twist;2:back_extension;3:bicycle_crunch;4:calf_raises;5:chest_press;6:clam_shells;7:curl;8:deadbug;9:deadlift;10:donkey_kick;11:external_rotation;12:external_rotation_at_90_degree_abduction;13:face_pull;14:fire_hydrant;15:fly;16:front_raise;17:glute_bridge;18:hamstring_curls;19:high_plank_leg_lifts;20:hip_extension;21:internal_rotation;22:jumping_jack;23:kneeling_crunch;24:lateral_band_walks;25:lateral_raise;26:latpull;27:leg_abduction;28:leg_adduction;29:leg_extension;30:lunge;31:plank;32:pull_apart;33:push_ups;34:reverse_crunch;35:row;36:shoulder_abduction;37:shoulder_extension;38:shoulder_external_rotation;39:shoulder_flexion_to_90_degrees;40:side_plank_leg_lifts;41:side_raise;42:squat;43:squat_to_press;44:tricep_extension;45:tricep_kickback;46:upright_row;47:wall_crawl_with_external_rotation;49:lateral_raise_wheelchair;50:triceps_extension_wheelchair;51:chest_fly_incline_wheelchair;52:chest_fly_decline_wheelchair;53:pull_down_wheelchair;54:straight_arm_pull_down_wheelchair;55:curl_wheelchair;56:overhead_curl_wheelchair;57:face_pull_wheelchair;58:around_the_world_wheelchair;59:pull_apart_wheelchair;60:side_curl_wheelchair;61:overhead_press_wheelchair
T	battery_status	2	1:new;2:good;3:ok;4:low;5:critical;6:charging;7:unknown
T	battle_rope_exercise_name	4	0:alternating_figure_eight;1:alternating_jump_wave;2:alternating_kneeling_to_standing_wave;3:alternating_lunge_wave;4:alternating_squat_wave;5:alternating_wave;6:alternating_wave_with_lateral_shuffle;7:clap_wave;8:double_arm_figure_eight;9:double_arm_side_to_side_snake;10:double_arm_side_wave;11:double_arm_slam;12:double_arm_wave;13:grappler_toss;14:hip_toss;15:in_and_out_wave;16:inside_circle;17:jumping_jacks;18:outside_circle;19:rainbow;20:side_plank_wave;21:sidewinder;22:sitting_russian_twist;23:snake_wave;24:split_jack;25:stage_coach;26:ultimate_warrior;27:upper_cuts
T	bench_press_exercise_name	4	0:alternating_dumbbell_chest_press_on_swiss_ball;1:barbell_bench_press;2:barbell_board_bench_press;3:barbell_floor_press;4:close_grip_barbell_bench_press;5:decline_dumbbell_bench_press;6:dumbbell_bench_press;7:dumbbell_floor_press;8:incline_barbell_bench_press;9:incline_dumbbell_bench_press;10:incline_smith_machine_bench_press;11:isometric_barbell_bench_press;12:kettlebell_chest_press;13:neutral_grip_dumbbell_bench_press;14:neutral_grip_dumbbell_incline_bench_press;15:one_arm_floor_press;16:weighted_one_arm_floor_press;17:partial_lockout;18:reverse_grip_barbell_bench_press;19:reverse_grip_incline_bench_press;20:single_arm_cable_chest_press;21:single_arm_dumbbell_bench_press;22:smith_machine_bench_press;23:swiss_ball_dumbbell_chest_press;24:triple_stop_barbell_bench_press;25:wide_grip_barbell_bench_press;26:alternating_dumbbell_chest_press
T	bike_exercise_name	4	0:bike;1:ride;2:sprint
T	bike_light_beam_angle_mode	2	0:manual;1:auto
T	bike_light_network_config_type	0	0:auto;4:individual;5:high_visibility;6:trail
T	bike_outdoor_exercise_name	4	0:bike
T	ble_device_type	2	0:connected_gps;1:heart_rate;2:bike_power;3:bike_speed_cadence;4:bike_speed;5:bike_cadence;6:footpod;7:bike_trainer
T	body_location	0	0:left_leg;1:left_calf;2:left_shin;3:left_hamstring;4:left_quad;5:left_glute;6:right_leg;7:right_calf;8:right_shin;9:right_hamstring;10:right_quad;11:right_glute;12:torso_back;13:left_lower_back;14:left_upper_back;15:right_lower_back;16:right_upper_back;17:torso_front;18:left_abdomen;19:left_chest;20:right_abdomen;21:right_chest;22:left_arm;23:left_shoulder;24:left_bicep;25:left_tricep;26:left_brachioradialis;27:left_forearm_extensors;28:right_arm;29:right_shoulder;30:right_bicep;31:right_tricep;32:right_brachioradialis;33:right_forearm_extensors;34:neck;35:throat;36:waist_mid_back;37:waist_front;38:waist_left;39:waist_right
T	bp_status	0	0:no_error;1:error_incomplete_data;2:error_no_measurement;3:error_data_out_of_range;4:error_irregular_heart_rate
T	brazilian_grading_scale	6	0:2;1:3;2:3c;3:4;4:5a;5:5b;6:5c;7:6a;8:6b;9:6c;10:7a;11:7b;12:7c;13:8a;14:8b;15:8c;16:9a;17:9b;18:9c;19:10a;20:10b;21:10c;22:11a;23:11b;24:11c;25:12a;26:12b
T	british_adjectival_grading_scale	6	0:M;1:D;2:HD;3:VD;4:MS;5:S;6:HS;7:MVS;8:VS;9:HVS;10:E1;11:E2;12:E3;13:E4;14:E5;15:E6;16:E7;17:E8;18:E9;19:E10;20:E11
T	british_technical_grading_scale	6	0:1;1:2;2:3;3:4a;4:4b;5:4c;6:5a;7:5b;8:5c;9:6a;10:6b;11:6c;12:7a;13:7b;14:7c
T	calf_raise_exercise_name	4	0:3_way_calf_raise;1:3_way_weighted_calf_raise;2:3_way_single_leg_calf_raise;3:3_way_weighted_single_leg_calf_raise;4:donkey_calf_raise;5:weighted_donkey_calf_raise;6:seated_calf_raise;7:weighted_seated_calf_raise;8:seated_dumbbell_toe_raise;9:single_leg_bent_knee_calf_raise;10:weighted_single_leg_bent_knee_calf_raise;11:single_leg_decline_push_up;12:single_leg_donkey_calf_raise;13:weighted_single_leg_donkey_calf_raise;14:single_leg_hip_raise_with_knee_hold;15:single_leg_standing_calf_raise;16:single_leg_standing_dumbbell_calf_raise;17:standing_barbell_calf_raise;18:standing_calf_raise;19:weighted_standing_calf_raise;20:standing_dumbbell_calf_raise
T	camera_event_type	0	0:video_start;1:video_split;2:video_end;3:photo_taken;4:video_second_stream_start;5:video_second_stream_split;6:video_second_stream_end;7:video_split_start;8:video_second_stream_split_start;11:video_pause;12:video_second_stream_pause;13:video_resume;14:video_second_stream_resume
T	camera_orientation_type	0	0:camera_orientation_0;1:camera_orientation_90;2:camera_orientation_180;3:camera_orientation_270
T	cardio_exercise_name	4	0:bob_and_weave_circle;1:weighted_bob_and_weave_circle;2:cardio_core_crawl;3:weighted_cardio_core_crawl;4:double_under;5:weighted_double_under;6:jump_rope;7:weighted_jump_rope;8:jump_rope_crossover;9:weighted_jump_rope_crossover;10:jump_rope_jog;11:weighted_jump_rope_jog;12:jumping_jacks;13:weighted_jumping_jacks;14:ski_moguls;15:weighted_ski_moguls;16:split_jacks;17:weighted_split_jacks;18:squat_jacks;19:weighted_squat_jacks;20:triple_under;21:weighted_triple_under;22:elliptical;23:spinning;24:pole_paddle_forward_wheelchair;25:pole_paddle_backward_wheelchair;26:pole_handcycle_forward_wheelchair;27:pole_handcycle_backward_wheelchair;28:pole_rainbow_wheelchair;29:double_punch_forward_wheelchair;30:double_punch_down_wheelchair;31:double_punch_sideways_wheelchair;32:double_punch_up_wheelchair;33:sit_ski_wheelchair;34:sitting_jacks_wheelchair;35:punch_forward_wheelchair;36:punch_down_wheelchair;37:punch_sideways_wheelchair;38:punch_up_wheelchair;39:punch_bag_wheelchair;40:pole_dd_ff_uu_wheelchair;41:butterfly_arms_wheelchair;42:punch
T	carry_exercise_name	4	0:bar_holds;1:farmers_walk;2:farmers_walk_on_toes;3:hex_dumbbell_hold;4:overhead_carry;5:dumbbell_waiter_carry;6:farmers_carry_walk_lunge;7:farmers_carry;8:farmers_carry_on_toes
T	ccr_setpoint_switch_mode	0	0:manual;1:automatic
T	checksum	2	0:clear;1:ok
T	chop_exercise_name	4	0:cable_pull_through;1:cable_rotational_lift;2:cable_woodchop;3:cross_chop_to_knee;4:weighted_cross_chop_to_knee;5:dumbbell_chop;6:half_kneeling_rotation;7:weighted_half_kneeling_rotation;8:half_kneeling_rotational_chop;9:half_kneeling_rotational_reverse_chop;10:half_kneeling_stability_chop;11:half_kneeling_stability_reverse_chop;12:kneeling_rotational_chop;13:kneeling_rotational_reverse_chop;14:kneeling_stability_chop;15:kneeling_woodchopper;16:medicine_ball_wood_chops;17:power_squat_chops;18:weighted_power_squat_chops;19:standing_rotational_chop;20:standing_split_rotational_chop;21:standing_split_rotational_reverse_chop;22:standing_stability_reverse_chop
T	climb_grading_scale	0	0:yds;1:uiaa;2:french;3:british_adjectival;4:british_technical;5:ewbank;6:brazilian;7:saxon;8:vermin;9:font;10:dankyu;11:yds_pm
T	climb_pro_event	0	0:approach;1:start;2:complete
T	comm_timeout_type	4	0:wildcard_pairing_timeout;1:pairing_timeout;2:connection_lost;3:connection_timeout
T	connectivity_capabilities	12	1:bluetooth;2:bluetooth_le;4:ant;8:activity_upload;16:course_download;32:workout_download;64:live_track;128:weather_conditions;256:weather_alerts;512:gps_ephemeris_download;1024:explicit_archive;2048:setup_incomplete;4096:continue_sync_after_software_update;8192:connect_iq_app_download;16384:golf_course_download;32768:device_initiates_sync;65536:connect_iq_watch_app_download;131072:connect_iq_widget_download;262144:connect_iq_watch_face_download;524288:connect_iq_data_field_download;1048576:connect_iq_app_managment;2097152:swing_sensor;4194304:swing_sensor_remote;8388608:incident_detection;16777216:audio_prompts;33554432:wifi_verification;67108864:true_up;134217728:find_my_watch;268435456:remote_manual_sync;536870912:live_track_auto_start;1073741824:live_track_messaging;2147483648:instant_input
T	core_exercise_name	4	0:abs_jabs;1:weighted_abs_jabs;2:alternating_plate_reach;3:barbell_rollout;4:weighted_barbell_rollout;5:body_bar_oblique_twist;6:cable_core_press;7:cable_side_bend;8:side_bend;9:weighted_side_bend;10:crescent_circle;11:weighted_crescent_circle;12:cycling_russian_twist;13:weighted_cycling_russian_twist;14:elevated_feet_russian_twist;15:weighted_elevated_feet_russian_twist;16:half_turkish_get_up;17:kettlebell_windmill;18:kneeling_ab_wheel;19:weighted_kneeling_ab_wheel;20:modified_front_lever;21:open_knee_tucks;22:weighted_open_knee_tucks;23:side_abs_leg_lift;24:weighted_side_abs_leg_lift;25:swiss_ball_jackknife;26:weighted_swiss_ball_jackknife;27:swiss_ball_pike;28:weighted_swiss_ball_pike;29:swiss_ball_rollout;30:weighted_swiss_ball_rollout;31:triangle_hip_press;32:weighted_triangle_hip_press;33:trx_suspended_jackknife;34:weighted_trx_suspended_jackknife;35:u_boat;36:weighted_u_boat;37:windmill_switches;38:weighted_windmill_switches;39:alternating_slide_out;40:weighted_alternating_slide_out;41:ghd_back_extensions;42:weighted_ghd_back_extensions;43:overhead_walk;44:inchworm;45:weighted_modified_front_lever;46:russian_twist;47:abdominal_leg_rotations;48:arm_and_leg_extension_on_knees;49:bicycle;50:bicep_curl_with_leg_extension;51:cat_cow;52:corkscrew;53:criss_cross;54:criss_cross_with_ball;55:double_leg_stretch;56:knee_folds;57:lower_lift;58:neck_pull;59:pelvic_clocks;60:roll_over;61:roll_up;62:rolling;63:rowing_1;64:rowing_2;65:scissors;66:single_leg_circles;67:single_leg_stretch;68:snake_twist_1_and_2;69:swan;70:swimming;71:teaser;72:the_hundred;73:bicep_curl_with_leg_extension_with_weights;75:hanging_l_sit;77:lower_lift_with_weights;79:ring_l_sit;80:rowing_1_with_weights;81:rowing_2_with_weights;82:scissors_with_weights;83:single_leg_stretch_with_weights;84:toes_to_elbows;85:weighted_criss_cross;86:weighted_double_leg_stretch;87:weighted_the_hundred;88:l_sit;89:turkish_get_up;90:weighted_ring_l_sit;91:weighted_hanging_l_sit;92:weighted_l_sit;93:side_bend_low_wheelchair;94:side_bend_mid_wheelchair;95:side_bend_high_wheelchair;96:seated_side_bend
T	course_capabilities	12	1:processed;2:valid;4:time;8:distance;16:position;32:heart_rate;64:power;128:cadence;256:training;512:navigation;1024:bikeway;4096:aviation
T	course_point	0	0:generic;1:summit;2:valley;3:water;4:food;5:danger;6:left;7:right;8:straight;9:first_aid;10:fourth_category;11:third_category;12:second_category;13:first_category;14:hors_category;15:sprint;16:left_fork;17:right_fork;18:middle_fork;19:slight_left;20:sharp_left;21:slight_right;22:sharp_right;23:u_turn;24:segment_start;25:segment_end;27:campsite;28:aid_station;29:rest_area;30:general_distance;31:service;32:energy_gel;33:sports_drink;34:mile_marker;35:checkpoint;36:shelter;37:meeting_spot;38:overlook;39:toilet;40:shower;41:gear;42:sharp_curve;43:steep_incline;44:tunnel;45:bridge;46:obstacle;47:crossing;48:store;49:transition;50:navaid;51:transport;52:alert;53:info
T	crunch_exercise_name	4	0:bicycle_crunch;1:cable_crunch;2:circular_arm_crunch;3:crossed_arms_crunch;4:weighted_crossed_arms_crunch;5:cross_leg_reverse_crunch;6:weighted_cross_leg_reverse_crunch;7:crunch_chop;8:weighted_crunch_chop;9:double_crunch;10:weighted_double_crunch;11:elbow_to_knee_crunch;12:weighted_elbow_to_knee_crunch;13:flutter_kicks;14:weighted_flutter_kicks;15:foam_roller_reverse_crunch_on_bench;16:weighted_foam_roller_reverse_crunch_on_bench;17:foam_roller_reverse_crunch_with_dumbbell;18:foam_roller_reverse_crunch_with_medicine_ball;19:frog_press;20:hanging_knee_raise_oblique_crunch;21:weighted_hanging_knee_raise_oblique_crunch;22:hip_crossover;23:weighted_hip_crossover;24:hollow_rock;25:weighted_hollow_rock;26:incline_reverse_crunch;27:weighted_incline_reverse_crunch;28:kneeling_cable_crunch;29:kneeling_cross_crunch;30:weighted_kneeling_cross_crunch;31:kneeling_oblique_cable_crunch;32:knees_to_elbow;33:leg_extensions;34:weighted_leg_extensions;35:leg_levers;36:mcgill_curl_up;37:weighted_mcgill_curl_up;38:modified_pilates_roll_up_with_ball;39:weighted_modified_pilates_roll_up_with_ball;40:pilates_crunch;41:weighted_pilates_crunch;42:pilates_roll_up_with_ball;43:weighted_pilates_roll_up_with_ball;44:raised_legs_crunch;45:weighted_raised_legs_crunch;46:reverse_crunch;47:weighted_reverse_crunch;48:reverse_crunch_on_a_bench;49:weighted_reverse_crunch_on_a_bench;50:reverse_curl_and_lift;51:weighted_reverse_curl_and_lift;52:rotational_lift;53:weighted_rotational_lift;54:seated_alternating_reverse_crunch;55:weighted_seated_alternating_reverse_crunch;56:seated_leg_u;57:weighted_seated_leg_u;58:side_to_side_crunch_and_weave;59:weighted_side_to_side_crunch_and_weave;60:single_leg_reverse_crunch;61:weighted_single_leg_reverse_crunch;62:skater_crunch_cross;63:weighted_skater_crunch_cross;64:standing_cable_crunch;65:standing_side_crunch;66:step_climb;67:weighted_step_climb;68:swiss_ball_crunch;69:swiss_ball_reverse_crunch;70:weighted_swiss_ball_reverse_crunch;71:swiss_ball_russian_twist;72:weighted_swiss_ball_russian_twist;73:swiss_ball_side_crunch;74:weighted_swiss_ball_side_crunch;75:thoracic_crunches_on_foam_roller;76:weighted_thoracic_crunches_on_foam_roller;77:triceps_crunch;78:weighted_bicycle_crunch;79:weighted_crunch;80:weighted_swiss_ball_crunch;81:toes_to_bar;82:weighted_toes_to_bar;83:crunch;84:straight_leg_crunch_with_ball;86:leg_climb_crunch
T	curl_exercise_name	4	0:alternating_dumbbell_biceps_curl;1:alternating_dumbbell_biceps_curl_on_swiss_ball;2:alternating_incline_dumbbell_biceps_curl;3:barbell_biceps_curl;4:barbell_reverse_wrist_curl;5:barbell_wrist_curl;6:behind_the_back_barbell_reverse_wrist_curl;7:behind_the_back_one_arm_cable_curl;8:cable_biceps_curl;9:cable_hammer_curl;10:cheating_barbell_biceps_curl;11:close_grip_ez_bar_biceps_curl;12:cross_body_dumbbell_hammer_curl;13:dead_hang_biceps_curl;14:decline_hammer_curl;15:dumbbell_biceps_curl_with_static_hold;16:dumbbell_hammer_curl;17:dumbbell_reverse_wrist_curl;18:dumbbell_wrist_curl;19:ez_bar_preacher_curl;20:forward_bend_biceps_curl;21:hammer_curl_to_press;22:incline_dumbbell_biceps_curl;23:incline_offset_thumb_dumbbell_curl;24:kettlebell_biceps_curl;25:lying_concentration_cable_curl;26:one_arm_preacher_curl;27:plate_pinch_curl;28:preacher_curl_with_cable;29:reverse_ez_bar_curl;30:reverse_grip_wrist_curl;31:reverse_grip_barbell_biceps_curl;32:seated_alternating_dumbbell_biceps_curl;33:seated_dumbbell_biceps_curl;34:seated_reverse_dumbbell_curl;35:split_stance_offset_pinky_dumbbell_curl;36:standing_alternating_dumbbell_curls;37:standing_dumbbell_biceps_curl;38:standing_ez_bar_biceps_curl;39:static_curl;40:swiss_ball_dumbbell_overhead_triceps_extension;41:swiss_ball_ez_bar_preacher_curl;42:twisting_standing_dumbbell_biceps_curl;43:wide_grip_ez_bar_biceps_curl;44:one_arm_concentration_curl;45:standing_zottman_biceps_curl;46:dumbbell_biceps_curl;47:drag_curl_wheelchair;48:dumbbell_biceps_curl_wheelchair;49:bottle_curl;50:seated_bottle_curl
T	dankyu_grading_scale	6	0:7_kyuu;1:6_kyuu;2:5_kyuu;3:4_kyuu;4:3_kyuu;5:2_kyuu;6:1_kyuu;7:1_dan;8:2_dan;9:3_dan;10:4_dan;11:5_dan
T	date_mode	0	0:day_month;1:month_day
T	date_time	6	268435456:min
T	day_of_week	0	0:sunday;1:monday;2:tuesday;3:wednesday;4:thursday;5:friday;6:saturday
T	deadlift_exercise_name	4	0:barbell_deadlift;1:barbell_straight_leg_deadlift;2:dumbbell_deadlift;3:dumbbell_single_leg_deadlift_to_row;4:dumbbell_straight_leg_deadlift;5:kettlebell_floor_to_shelf;6:one_arm_one_leg_deadlift;7:rack_pull;8:rotational_dumbbell_straight_leg_deadlift;9:single_arm_deadlift;10:single_leg_barbell_deadlift;11:single_leg_barbell_straight_leg_deadlift;12:single_leg_deadlift_with_barbell;13:single_leg_rdl_circuit;14:single_leg_romanian_deadlift_with_dumbbell;15:sumo_deadlift;16:sumo_deadlift_high_pull;17:trap_bar_deadlift;18:wide_grip_barbell_deadlift;20:kettlebell_deadlift;21:kettlebell_sumo_deadlift;23:romanian_deadlift;24:single_leg_romanian_deadlift_circuit;25:straight_leg_deadlift
T	device_index	2	0:creator
T	digital_watchface_layout	0	0:traditional;1:modern;2:bold
T	display_heart	0	0:bpm;1:max;2:reserve
T	display_measure	0	0:metric;1:statute;2:nautical
T	display_orientation	0	0:auto;1:portrait;2:landscape;3:portrait_flipped;4:landscape_flipped
T	display_position	0	0:degree;1:degree_minute;2:degree_minute_second;3:austrian_grid;4:british_grid;5:dutch_grid;6:hungarian_grid;7:finnish_grid;8:german_grid;9:icelandic_grid;10:indonesian_equatorial;11:indonesian_irian;12:indonesian_southern;13:india_zone_0;14:india_zone_IA;15:india_zone_IB;16:india_zone_IIA;17:india_zone_IIB;18:india_zone_IIIA;19:india_zone_IIIB;20:india_zone_IVA;21:india_zone_IVB;22:irish_transverse;23:irish_grid;24:loran;25:maidenhead_grid;26:mgrs_grid;27:new_zealand_grid;28:new_zealand_transverse;29:qatar_grid;30:modified_swedish_grid;31:swedish_grid;32:south_african_grid;33:swiss_grid;34:taiwan_grid;35:united_states_grid;36:utm_ups_grid;37:west_malayan;38:borneo_rso;39:estonian_grid;40:latvian_grid;41:swedish_ref_99_grid
T	display_power	0	0:watts;1:percent_ftp
T	dive_alarm_type	0	0:depth;1:time;2:speed
T	dive_alert	0	0:ndl_reached;1:gas_switch_prompted;2:near_surface;3:approaching_ndl;4:po2_warn;5:po2_crit_high;6:po2_crit_low;7:time_alert;8:depth_alert;9:deco_ceiling_broken;10:deco_complete;11:safety_stop_broken;12:safety_stop_complete;13:cns_warning;14:cns_critical;15:otu_warning;16:otu_critical;17:ascent_critical;18:alert_dismissed_by_key;19:alert_dismissed_by_timeout;20:battery_low;21:battery_critical;22:safety_stop_started;23:approaching_first_deco_stop;24:setpoint_switch_auto_low;25:setpoint_switch_auto_high;26:setpoint_switch_manual_low;27:setpoint_switch_manual_high;28:auto_setpoint_switch_ignored;29:switched_to_open_circuit;30:switched_to_closed_circuit;32:tank_battery_low;33:po2_ccr_dil_low;34:deco_stop_cleared;35:apnea_neutral_buoyancy;36:apnea_target_depth;37:apnea_surface;38:apnea_high_speed;39:apnea_low_speed
T	dive_backlight_mode	0	0:at_depth;1:always_on
T	dive_gas_mode	0	0:open_circuit;1:closed_circuit_diluent
T	dive_gas_status	0	0:disabled;1:enabled;2:backup_only
T	dive_section_type	0	0:ascent;1:descent;2:hang
T	elliptical_exercise_name	4	0:elliptical
T	event	0	0:timer;3:workout;4:workout_step;5:power_down;6:power_up;7:off_course;8:session;9:lap;10:course_point;11:battery;12:virtual_partner_pace;13:hr_high_alert;14:hr_low_alert;15:speed_high_alert;16:speed_low_alert;17:cad_high_alert;18:cad_low_alert;19:power_high_alert;20:power_low_alert;21:recovery_hr;22:battery_low;23:time_duration_alert;24:distance_duration_alert;25:calorie_duration_alert;26:activity;27:fitness_equipment;28:length;32:user_marker;33:sport_point;36:calibration;42:front_gear_change;43:rear_gear_change;44:rider_position_change;45:elev_high_alert;46:elev_low_alert;47:comm_timeout;54:auto_activity_detect;56:dive_alert;57:dive_gas_switched;71:tank_pressure_reserve;72:tank_pressure_critical;73:tank_lost;75:radar_threat_alert;76:tank_battery_low;81:tank_pod_connected;82:tank_pod_disconnected
T	event_type	0	0:start;1:stop;2:consecutive_depreciated;3:marker;4:stop_all;5:begin_depreciated;6:end_depreciated;7:end_all_depreciated;8:stop_disable;9:stop_disable_all
T	ewbank_grading_scale	6	0:4;1:5;2:6;3:7;4:8;5:9;6:10;7:11;8:12;9:13;10:14;11:15;12:16;13:17;14:18;15:19;16:20;17:21;18:22;19:23;20:24;21:25;22:26;23:27;24:28;25:29;26:30;27:31;28:32;29:33;30:34;31:35;32:36;33:37;34:38
T	exd_data_units	0	0:no_units;1:laps;2:miles_per_hour;3:kilometers_per_hour;4:feet_per_hour;5:meters_per_hour;6:degrees_celsius;7:degrees_farenheit;8:zone;9:gear;10:rpm;11:bpm;12:degrees;13:millimeters;14:meters;15:kilometers;16:feet;17:yards;18:kilofeet;19:miles;20:time;21:enum_turn_type;22:percent;23:watts;24:watts_per_kilogram;25:enum_battery_status;26:enum_bike_light_beam_angle_mode;27:enum_bike_light_battery_status;28:enum_bike_light_network_config_type;29:lights;30:seconds;31:minutes;32:hours;33:calories;34:kilojoules;35:milliseconds;36:second_per_mile;37:second_per_kilometer;38:centimeter;39:enum_course_point;40:bradians;41:enum_sport;42:inches_hg;43:mm_hg;44:mbars;45:hecto_pascals;46:feet_per_min;47:meters_per_min;48:meters_per_sec;49:eight_cardinal
T	exd_descriptors	0	0:bike_light_battery_status;1:beam_angle_status;2:batery_level;3:light_network_mode;4:number_lights_connected;5:cadence;6:distance;7:estimated_time_of_arrival;8:heading;9:time;10:battery_level;11:trainer_resistance;12:trainer_target_power;13:time_seated;14:time_standing;15:elevation;16:grade;17:ascent;18:descent;19:vertical_speed;20:di2_battery_level;21:front_gear;22:rear_gear;23:gear_ratio;24:heart_rate;25:heart_rate_zone;26:time_in_heart_rate_zone;27:heart_rate_reserve;28:calories;29:gps_accuracy;30:gps_signal_strength;31:temperature;32:time_of_day;33:balance;34:pedal_smoothness;35:power;36:functional_threshold_power;37:intensity_factor;38:work;39:power_ratio;40:normalized_power;41:training_stress_Score;42:time_on_zone;43:speed;44:laps;45:reps;46:workout_step;47:course_distance;48:navigation_distance;49:course_estimated_time_of_arrival;50:navigation_estimated_time_of_arrival;51:course_time;52:navigation_time;53:course_heading;54:navigation_heading;55:power_zone;56:torque_effectiveness;57:timer_time;58:power_weight_ratio;59:left_platform_center_offset;60:right_platform_center_offset;61:left_power_phase_start_angle;62:right_power_phase_start_angle;63:left_power_phase_finish_angle;64:right_power_phase_finish_angle;65:gears;66:pace;67:training_effect;68:vertical_oscillation;69:vertical_ratio;70:ground_contact_time;71:left_ground_contact_time_balance;72:right_ground_contact_time_balance;73:stride_length;74:running_cadence;75:performance_condition;76:course_type;77:time_in_power_zone;78:navigation_turn;79:course_location;80:navigation_location;81:compass;82:gear_combo;83:muscle_oxygen;84:icon;85:compass_heading;86:gps_heading;87:gps_elevation;88:anaerobic_training_effect;89:course;90:off_course;91:glide_ratio;92:vertical_distance;93:vmg;94:ambient_pressure;95:pressure;96:vam
T	exd_display_type	0	0:numerical;1:simple;2:graph;3:bar;4:circle_graph;5:virtual_partner;6:balance;7:string_list;8:string;9:simple_dynamic_icon;10:gauge
T	exd_layout	0	0:full_screen;1:half_vertical;2:half_horizontal;3:half_vertical_right_split;4:half_horizontal_bottom_split;5:full_quarter_split;6:half_vertical_left_split;7:half_horizontal_top_split;8:dynamic
T	exd_qualifiers	0	0:no_qualifier;1:instantaneous;2:average;3:lap;4:maximum;5:maximum_average;6:maximum_lap;7:last_lap;8:average_lap;9:to_destination;10:to_go;11:to_next;12:next_course_point;13:total;14:three_second_average;15:ten_second_average;16:thirty_second_average;17:percent_maximum;18:percent_maximum_average;19:lap_percent_maximum;20:elapsed;21:sunrise;22:sunset;23:compared_to_virtual_partner;24:maximum_24h;25:minimum_24h;26:minimum;27:first;28:second;29:third;30:shifter;31:last_sport;32:moving;33:stopped;34:estimated_total;242:zone_9;243:zone_8;244:zone_7;245:zone_6;246:zone_5;247:zone_4;248:zone_3;249:zone_2;250:zone_1
T	exercise_category	4	0:bench_press;1:calf_raise;2:cardio;3:carry;4:chop;5:core;6:crunch;7:curl;8:deadlift;9:flye;10:hip_raise;11:hip_stability;12:hip_swing;13:hyperextension;14:lateral_raise;15:leg_curl;16:leg_raise;17:lunge;18:olympic_lift;19:plank;20:plyo;21:pull_up;22:push_up;23:row;24:shoulder_press;25:shoulder_stability;26:shrug;27:sit_up;28:squat;29:total_body;30:triceps_extension;31:warm_up;32:run;33:bike;34:cardio_sensors;35:move;36:pose;37:banded_exercises;38:battle_rope;39:elliptical;40:floor_climb;41:indoor_bike;42:indoor_row;43:ladder;44:sandbag;45:sled;46:sledge_hammer;47:stair_stepper;49:suspension;50:tire;52:run_indoor;53:bike_outdoor;65534:unknown
T	favero_product	4	10:assioma_uno;12:assioma_duo
T	file	0	1:device;2:settings;3:sport;4:activity;5:workout;6:course;7:schedules;9:weight;10:totals;11:goals;14:blood_pressure;15:monitoring_a;20:activity_summary;28:monitoring_daily;32:monitoring_b;34:segment;35:segment_list;40:exd_configuration;247:mfg_range_min;254:mfg_range_max
T	file_flags	10	2:read;4:write;8:erase
T	fit_base_type	2	0:enum;1:sint8;2:uint8;7:string;10:uint8z;13:byte;131:sint16;132:uint16;133:sint32;134:uint32;136:float32;137:float64;139:uint16z;140:uint32z;142:sint64;143:uint64;144:uint64z
T	fit_base_unit	4	0:other;1:kilogram;2:pound
T	fitness_equipment_state	0	0:ready;1:in_use;2:paused;3:unknown
T	floor_climb_exercise_name	4	0:floor_climb
T	flye_exercise_name	4	0:cable_crossover;1:decline_dumbbell_flye;2:dumbbell_flye;3:incline_dumbbell_flye;4:kettlebell_flye;5:kneeling_rear_flye;6:single_arm_standing_cable_reverse_flye;7:swiss_ball_dumbbell_flye;8:arm_rotations;9:hug_a_tree;10:face_down_incline_reverse_flye;11:incline_reverse_flye;12:rear_delt_fly_wheelchair
T	font_grading_scale	6	0:1;1:2;2:3;3:4;4:4_plus;5:5;6:5_plus;7:6a;8:6a_plus;9:6b;10:6b_plus;11:6c;12:6c_plus;13:7a;14:7a_plus;15:7b;16:7b_plus;17:7c;18:7c_plus;19:8a;20:8a_plus;21:8b;22:8b_plus;23:8c;24:8c_plus;25:9a
T	french_grading_scale	6	0:1;1:2;2:3;3:4a;4:4b;5:4c;6:5a;7:5b;8:5c;9:6a;10:6a_plus;11:6b;12:6b_plus;13:6c;14:6c_plus;15:7a;16:7a_plus;17:7b;18:7b_plus;19:7c;20:7c_plus;21:8a;22:8a_plus;23:8b;24:8b_plus;25:8c;26:8c_plus;27:9a;28:9a_plus;29:9b
T	garmin_product	4	1:hrm1;2:axh01;3:axb01;4:axb02;5:hrm2ss;6:dsi_alf02;7:hrm3ss;8:hrm_run_single_byte_product_id;9:bsm;10:bcm;11:axs01;12:hrm_tri_single_byte_product_id;13:hrm4_run_single_byte_product_id;14:fr225_single_byte_product_id;15:gen3_bsm_single_byte_product_id;16:gen3_bcm_single_byte_product_id;22:hrm_fit_single_byte_product_id;255:OHR;473:fr301_china;474:fr301_japan;475:fr301_korea;494:fr301_taiwan;717:fr405;782:fr50;987:fr405_japan;988:fr60;1011:dsi_alf01;1018:fr310xt;1036:edge500;1124:fr110;1169:edge800;1199:edge500_taiwan;1213:edge500_japan;1253:chirp;1274:fr110_japan;1325:edge200;1328:fr910xt;1333:edge800_taiwan;1334:edge800_japan;1341:alf04;1345:fr610;1360:fr210_japan;1380:vector_ss;1381:vector_cp;1386:edge800_china;1387:edge500_china;1405:approach_g10;1410:fr610_japan;1422:edge500_korea;1436:fr70;1446:fr310xt_4t;1461:amx;1482:fr10;1497:edge800_korea;1499:swim;1537:fr910xt_china;1551:fenix;1555:edge200_taiwan;1561:edge510;1567:edge810;1570:tempe;1600:fr910xt_japan;1623:fr620;1632:fr220;1664:fr910xt_korea;1688:fr10_japan;1721:edge810_japan;1735:virb_elite;1736:edge_touring;1742:edge510_japan;1743:hrm_tri;1752:hrm_run;1765:fr920xt;1821:edge510_asia;1822:edge810_china;1823:edge810_taiwan;1836:edge1000;1837:vivo_fit;1853:virb_remote;1885:vivo_ki;1903:fr15;1907:vivo_active;1918:edge510_korea;1928:fr620_japan;1929:fr620_china;1930:fr220_japan;1931:fr220_china;1936:approach_s6;1956:vivo_smart;1967:fenix2;1988:epix;2050:fenix3;2052:edge1000_taiwan;2053:edge1000_japan;2061:fr15_japan;2067:edge520;2070:edge1000_china;2072:fr620_russia;2073:fr220_russia;2079:vector_s;2100:edge1000_korea;2130:fr920xt_taiwan;2131:fr920xt_china;2132:fr920xt_japan;2134:virbx;2135:vivo_smart_apac;2140:etrex_touch;2147:edge25;2148:fr25;2150:vivo_fit2;2153:fr225;2156:fr630;2157:fr230;2158:fr735xt;2160:vivo_active_apac;2161:vector_2;2162:vector_2s;2172:virbxe;2173:fr620_taiwan;2174:fr220_taiwan;2175:truswing;2187:d2airvenu;2188:fenix3_china;2189:fenix3_twn;2192:varia_headlight;2193:varia_taillight_old;2204:edge_explore_1000;2219:fr225_asia;2225:varia_radar_taillight;2226:varia_radar_display;2238:edge20;2260:edge520_asia;2261:edge520_japan;2262:d2_bravo;2266:approach_s20;2271:vivo_smart2;2274:edge1000_thai;2276:varia_remote;2288:edge25_asia;2289:edge25_jpn;2290:edge20_asia;2292:approach_x40;2293:fenix3_japan;2294:vivo_smart_emea;2310:fr630_asia;2311:fr630_jpn;2313:fr230_jpn;2327:hrm4_run;2332:epix_japan;2337:vivo_active_hr;2347:vivo_smart_gps_hr;2348:vivo_smart_hr;2361:vivo_smart_hr_asia;2362:vivo_smart_gps_hr_asia;2368:vivo_move;2379:varia_taillight;2396:fr235_asia;2397:fr235_japan;2398:varia_vision;2406:vivo_fit3;2407:fenix3_korea;2408:fenix3_sea;2413:fenix3_hr;2417:virb_ultra_30;2429:index_smart_scale;2431:fr235;2432:fenix3_chronos;2441:oregon7xx;2444:rino7xx;2457:epix_korea;2473:fenix3_hr_chn;2474:fenix3_hr_twn;2475:fenix3_hr_jpn;2476:fenix3_hr_sea;2477:fenix3_hr_kor;2496:nautix;2497:vivo_active_hr_apac;2503:fr35;2512:oregon7xx_ww;2530:edge_820;2531:edge_explore_820;2533:fr735xt_apac;2534:fr735xt_japan;2544:fenix5s;2547:d2_bravo_titanium;2567:varia_ut800;2593:running_dynamics_pod;2599:edge_820_china;2600:edge_820_japan;2604:fenix5x;2606:vivo_fit_jr;2622:vivo_smart3;2623:vivo_sport;2628:edge_820_taiwan;2629:edge_820_korea;2630:edge_820_sea;2650:fr35_hebrew;2656:approach_s60;2667:fr35_apac;2668:fr35_japan;2675:fenix3_chronos_asia;2687:virb_360;2691:fr935;2697:fenix5;2700:vivoactive3;2713:edge_1030;2727:fr35_sea;2733:fr235_china_nfc;2769:foretrex_601_701;2772:vivo_move_hr;2787:vector_3;2796:fenix5_asia;2797:fenix5s_asia;2798:fenix5x_asia;2806:approach_z80;2814:fr35_korea;2819:d2charlie;2831:vivo_smart3_apac;2832:vivo_sport_apac;2833:fr935_asia;2859:descent;2878:vivo_fit4;2886:fr645;2888:fr645m;2891:fr30;2900:fenix5s_plus;2909:Edge_130;2924:edge_1030_asia;2927:vivosmart_4;2945:vivo_move_hr_asia;2962:approach_x10;2977:fr30_asia;2988:vivoactive3m_w;3003:fr645_asia;3004:fr645m_asia;3011:edge_explore;3028:gpsmap66;3049:approach_s10;3066:vivoactive3m_l;3076:fr245;3077:fr245_music;3085:approach_g80;3092:edge_130_asia;3095:edge_1030_bontrager;3110:fenix5_plus;3111:fenix5x_plus;3112:edge_520_plus;3113:fr945;3121:edge_530;3122:edge_830;3126:instinct_esports;3134:fenix5s_plus_apac;3135:fenix5x_plus_apac;3142:edge_520_plus_apac;3143:descent_t1;3144:fr235l_asia;3145:fr245_asia;3163:vivo_active3m_apac;3192:gen3_bsm;3193:gen3_bcm;3218:vivo_smart4_asia;3224:vivoactive4_small;3225:vivoactive4_large;3226:venu;3246:marq_driver;3247:marq_aviator;3248:marq_captain;3249:marq_commander;3250:marq_expedition;3251:marq_athlete;3258:descent_mk2;3282:fr45;3284:gpsmap66i;3287:fenix6S_sport;3288:fenix6S;3289:fenix6_sport;3290:fenix6;3291:fenix6x;3299:hrm_dual;3300:hrm_pro;3308:vivo_move3_premium;3314:approach_s40;3321:fr245m_asia;3349:edge_530_apac;3350:edge_830_apac;3378:vivo_move3;3387:vivo_active4_small_asia;3388:vivo_active4_large_asia;3389:vivo_active4_oled_asia;3405:swim2;3420:marq_driver_asia;3421:marq_aviator_asia;3422:vivo_move3_asia;3441:fr945_asia;3446:vivo_active3t_chn;3448:marq_captain_asia;3449:marq_commander_asia;3450:marq_expedition_asia;3451:marq_athlete_asia;3461:index_smart_scale_2;3466:instinct_solar;3469:fr45_asia;3473:vivoactive3_daimler;3498:legacy_rey;3499:legacy_darth_vader;3500:legacy_captain_marvel;3501:legacy_first_avenger;3512:fenix6s_sport_asia;3513:fenix6s_asia;3514:fenix6_sport_asia;3515:fenix6_asia;3516:fenix6x_asia;3535:legacy_captain_marvel_asia;3536:legacy_first_avenger_asia;3537:legacy_rey_asia;3538:legacy_darth_vader_asia;3542:descent_mk2s;3558:edge_130_plus;3570:edge_1030_plus;3578:rally_200;3589:fr745;3596:venusq_music;3599:venusq_music_v2;3600:venusq;3615:lily;3624:marq_adventurer;3638:enduro;3639:swim2_apac;3648:marq_adventurer_asia;3652:fr945_lte;3702:descent_mk2_asia;3703:venu2;3704:venu2s;3737:venu_daimler_asia;3739:marq_golfer;3740:venu_daimler;3794:fr745_asia;3808:varia_rct715;3809:lily_asia;3812:edge_1030_plus_asia;3813:edge_130_plus_asia;3823:approach_s12;3837:venusq_asia;3843:edge_1040;3850:marq_golfer_asia;3851:venu2_plus;3865:gnss;3869:fr55;3872:enduro_asia;3888:instinct_2;3889:instinct_2s;3905:fenix7s;3906:fenix7;3907:fenix7x;3908:fenix7s_apac;3909:fenix7_apac;3910:fenix7x_apac;3927:approach_g12;3930:descent_mk2s_asia;3934:approach_s42;3943:epix_gen2;3944:epix_gen2_apac;3949:venu2s_asia;3950:venu2_asia;3978:fr945_lte_asia;3982:vivo_move_sport;3983:vivomove_trend;3986:approach_S12_asia;3990:fr255_music;3991:fr255_small_music;3992:fr255;3993:fr255_small;4001:approach_g12_asia;4002:approach_s42_asia;4005:descent_g1;4017:venu2_plus_asia;4024:fr955;4033:fr55_asia;4061:edge_540;4062:edge_840;4063:vivosmart_5;4071:instinct_2_asia;4105:marq_gen2;4115:venusq2;4116:venusq2music;4124:marq_gen2_aviator;4125:d2_air_x10;4130:hrm_pro_plus;4132:descent_g1_asia;4135:tactix7;4155:instinct_crossover;4169:edge_explore2;4222:descent_mk3;4223:descent_mk3i;4233:approach_s70;4257:fr265_large;4258:fr265_small;4260:venu3;4261:venu3s;4265:tacx_neo_smart;4266:tacx_neo2_smart;4267:tacx_neo2_t_smart;4268:tacx_neo_smart_bike;4269:tacx_satori_smart;4270:tacx_flow_smart;4271:tacx_vortex_smart;4272:tacx_bushido_smart;4273:tacx_genius_smart;4274:tacx_flux_flux_s_smart;4275:tacx_flux2_smart;4276:tacx_magnum;4305:edge_1040_asia;4312:epix_gen2_pro_42;4313:epix_gen2_pro_47;4314:epix_gen2_pro_51;4315:fr965;4341:enduro2;4374:fenix7s_pro_solar;4375:fenix7_pro_solar;4376:fenix7x_pro_solar;4380:lily2;4394:instinct_2x;4426:vivoactive5;4432:fr165;4433:fr165_music;4440:edge_1050;4442:descent_t2;4446:hrm_fit;4472:marq_gen2_commander;4477:lily_athlete;4525:rally_x10;4532:fenix8_solar;4533:fenix8_solar_large;4534:fenix8_small;4536:fenix8;4556:d2_mach1_pro;4565:fr970;4570:fr570_large;4574:fr570_small;4575:enduro3;4583:instinctE_40mm;4584:instinctE_45mm;4585:instinct3_solar_45mm;4586:instinct3_amoled_45mm;4587:instinct3_amoled_50mm;4588:descent_g2;4595:fenix7_pro_solar_no_wifi;4603:venu_x1;4606:hrm_200;4625:vivoactive6;4631:fenix8_pro;4633:edge_550;4634:edge_850;4643:venu4;4644:venu4s;4647:approachS44;4655:edge_mtb;4656:approachS50;4666:fenix_e;4678:instinct_crossover_amoled;4745:bounce2;4759:instinct3_solar_50mm;4775:tactix8_amoled;4776:tactix8_solar;4814:fr170_music;4815:fr170;4825:approach_j1;4874:approach_s72_43mm;4875:approach_s72_47mm;4879:d2_mach2;4916:fr70_2026;4944:d2_air_x15;4952:fenix9_pro_43mm;4953:fenix9_pro_47mm;4954:fenix9_pro_51mm;4955:fenix9_pro_solar_47mm;4956:fenix9_pro_solar_51mm;5019:cirqa_smart_band;5056:d2_mach2_pro;5133:fenix9_43mm;5134:fenix9;5169:enduro4;10007:sdm4;10014:edge_remote;20119:training_center;20533:tacx_training_app_win;20534:tacx_training_app_mac;20565:tacx_training_app_mac_catalyst;30045:tacx_training_app_android;30046:tacx_training_app_ios;30047:tacx_training_app_legacy;30059:training_peaks_virtual_ios;30060:training_peaks_virtual_android;30061:training_peaks_virtual_windows;30062:training_peaks_virtual_mac_os;30063:training_peaks_virtual_apple_tv;65531:connectiq_simulator;65532:android_antplus_plugin;65534:connect
T	gas_consumption_rate_type	0	0:pressure_sac;1:volume_sac;2:rmv
T	gender	0	0:female;1:male
T	goal	0	0:time;1:distance;2:calories;3:frequency;4:steps;5:ascent;6:active_minutes
T	goal_recurrence	0	0:off;1:daily;2:weekly;3:monthly;4:yearly;5:custom
T	goal_source	0	0:auto;1:community;2:user
T	hip_raise_exercise_name	4	0:barbell_hip_thrust_on_floor;1:barbell_hip_thrust_with_bench;2:bent_knee_swiss_ball_reverse_hip_raise;3:weighted_bent_knee_swiss_ball_reverse_hip_raise;4:bridge_with_leg_extension;5:weighted_bridge_with_leg_extension;6:clam_bridge;7:front_kick_tabletop;8:weighted_front_kick_tabletop;9:hip_extension_and_cross;10:weighted_hip_extension_and_cross;11:hip_raise;12:weighted_hip_raise;13:hip_raise_with_feet_on_swiss_ball;14:weighted_hip_raise_with_feet_on_swiss_ball;15:hip_raise_with_head_on_bosu_ball;16:weighted_hip_raise_with_head_on_bosu_ball;17:hip_raise_with_head_on_swiss_ball;18:weighted_hip_raise_with_head_on_swiss_ball;19:hip_raise_with_knee_squeeze;20:weighted_hip_raise_with_knee_squeeze;21:incline_rear_leg_extension;22:weighted_incline_rear_leg_extension;23:kettlebell_swing;24:marching_hip_raise;25:weighted_marching_hip_raise;26:marching_hip_raise_with_feet_on_a_swiss_ball;27:weighted_marching_hip_raise_with_feet_on_a_swiss_ball;28:reverse_hip_raise;29:weighted_reverse_hip_raise;30:single_leg_hip_raise;31:weighted_single_leg_hip_raise;32:single_leg_hip_raise_with_foot_on_bench;33:weighted_single_leg_hip_raise_with_foot_on_bench;34:single_leg_hip_raise_with_foot_on_bosu_ball;35:weighted_single_leg_hip_raise_with_foot_on_bosu_ball;36:single_leg_hip_raise_with_foot_on_foam_roller;37:weighted_single_leg_hip_raise_with_foot_on_foam_roller;38:single_leg_hip_raise_with_foot_on_medicine_ball;39:weighted_single_leg_hip_raise_with_foot_on_medicine_ball;40:single_leg_hip_raise_with_head_on_bosu_ball;41:weighted_single_leg_hip_raise_with_head_on_bosu_ball;42:weighted_clam_bridge;43:single_leg_swiss_ball_hip_raise_and_leg_curl;44:clams;45:inner_thigh_circles;46:inner_thigh_side_lift;47:leg_circles;48:leg_lift;49:leg_lift_in_external_rotation
T	hip_stability_exercise_name	4	0:band_side_lying_leg_raise;1:dead_bug;2:weighted_dead_bug;3:external_hip_raise;4:weighted_external_hip_raise;5:fire_hydrant_kicks;6:weighted_fire_hydrant_kicks;7:hip_circles;8:weighted_hip_circles;9:inner_thigh_lift;10:weighted_inner_thigh_lift;11:lateral_walks_with_band_at_ankles;12:pretzel_side_kick;13:weighted_pretzel_side_kick;14:prone_hip_internal_rotation;15:weighted_prone_hip_internal_rotation;16:quadruped;17:quadruped_hip_extension;18:weighted_quadruped_hip_extension;19:quadruped_with_leg_lift;20:weighted_quadruped_with_leg_lift;21:side_lying_leg_raise;22:weighted_side_lying_leg_raise;23:sliding_hip_adduction;24:weighted_sliding_hip_adduction;25:standing_adduction;26:weighted_standing_adduction;27:standing_cable_hip_abduction;28:standing_hip_abduction;29:weighted_standing_hip_abduction;30:standing_rear_leg_raise;31:weighted_standing_rear_leg_raise;32:supine_hip_internal_rotation;33:weighted_supine_hip_internal_rotation;34:lying_abduction_stretch
T	hip_swing_exercise_name	4	0:single_arm_kettlebell_swing;1:single_arm_dumbbell_swing;2:step_out_swing;3:one_arm_swing
T	hr_type	0	0:normal;1:irregular
T	hr_zone_calc	0	0:custom;1:percent_max_hr;2:percent_hrr;3:percent_lthr
T	hrv_status	0	0:none;1:poor;2:low;3:unbalanced;4:balanced
T	hyperextension_exercise_name	4	0:back_extension_with_opposite_arm_and_leg_reach;1:weighted_back_extension_with_opposite_arm_and_leg_reach;2:base_rotations;3:weighted_base_rotations;4:bent_knee_reverse_hyperextension;5:weighted_bent_knee_reverse_hyperextension;6:hollow_hold_and_roll;7:weighted_hollow_hold_and_roll;8:kicks;9:weighted_kicks;10:knee_raises;11:weighted_knee_raises;12:kneeling_superman;13:weighted_kneeling_superman;14:lat_pull_down_with_row;15:medicine_ball_deadlift_to_reach;16:one_arm_one_leg_row;17:one_arm_row_with_band;18:overhead_lunge_with_medicine_ball;19:plank_knee_tucks;20:weighted_plank_knee_tucks;21:side_step;22:weighted_side_step;23:single_leg_back_extension;24:weighted_single_leg_back_extension;25:spine_extension;26:weighted_spine_extension;27:static_back_extension;28:weighted_static_back_extension;29:superman_from_floor;30:weighted_superman_from_floor;31:swiss_ball_back_extension;32:weighted_swiss_ball_back_extension;33:swiss_ball_hyperextension;34:weighted_swiss_ball_hyperextension;35:swiss_ball_opposite_arm_and_leg_lift;36:weighted_swiss_ball_opposite_arm_and_leg_lift;37:superman_on_swiss_ball;38:cobra;39:supine_floor_barre
T	indoor_bike_exercise_name	4	0:air_bike;1:assault_bike;3:stationary_bike
T	indoor_row_exercise_name	4	0:rowing_machine
T	intensity	0	0:active;1:rest;2:warmup;3:cooldown;4:recovery;5:interval;6:other
T	ladder_exercise_name	4	0:agility;1:speed
T	language	0	0:english;1:french;2:italian;3:german;4:spanish;5:croatian;6:czech;7:danish;8:dutch;9:finnish;10:greek;11:hungarian;12:norwegian;13:polish;14:portuguese;15:slovakian;16:slovenian;17:swedish;18:russian;19:turkish;20:latvian;21:ukrainian;22:arabic;23:farsi;24:bulgarian;25:romanian;26:chinese;27:japanese;28:korean;29:taiwanese;30:thai;31:hebrew;32:brazilian_portuguese;33:indonesian;34:malaysian;35:vietnamese;36:burmese;37:mongolian;254:custom
T	language_bits_0	10	1:english;2:french;4:italian;8:german;16:spanish;32:croatian;64:czech;128:danish
T	language_bits_1	10	1:dutch;2:finnish;4:greek;8:hungarian;16:norwegian;32:polish;64:portuguese;128:slovakian
T	language_bits_2	10	1:slovenian;2:swedish;4:russian;8:turkish;16:latvian;32:ukrainian;64:arabic;128:farsi
T	language_bits_3	10	1:bulgarian;2:romanian;4:chinese;8:japanese;16:korean;32:taiwanese;64:thai;128:hebrew
T	language_bits_4	10	1:brazilian_portuguese;2:indonesian;4:malaysian;8:vietnamese;16:burmese;32:mongolian
T	lap_trigger	0	0:manual;1:time;2:distance;3:position_start;4:position_lap;5:position_waypoint;6:position_marked;7:session_end;8:fitness_equipment
T	lateral_raise_exercise_name	4	0:45_degree_cable_external_rotation;1:alternating_lateral_raise_with_static_hold;2:bar_muscle_up;3:bent_over_lateral_raise;4:cable_diagonal_raise;5:cable_front_raise;6:calorie_row;7:combo_shoulder_raise;8:dumbbell_diagonal_raise;9:dumbbell_v_raise;10:front_raise;11:leaning_dumbbell_lateral_raise;12:lying_dumbbell_raise;13:muscle_up;14:one_arm_cable_lateral_raise;15:overhand_grip_rear_lateral_raise;16:plate_raises;17:ring_dip;18:weighted_ring_dip;19:ring_muscle_up;20:weighted_ring_muscle_up;21:rope_climb;22:weighted_rope_climb;23:scaption;24:seated_lateral_raise;25:seated_rear_lateral_raise;26:side_lying_lateral_raise;27:standing_lift;28:suspended_row;29:underhand_grip_rear_lateral_raise;30:wall_slide;31:weighted_wall_slide;32:arm_circles;33:shaving_the_head;34:dumbbell_lateral_raise;36:ring_dip_kipping;37:wall_walk;38:dumbbell_front_raise_wheelchair;39:dumbbell_lateral_raise_wheelchair;40:pole_double_arm_overhead_and_forward_wheelchair;41:pole_straight_arm_overhead_wheelchair
T	left_right_balance	2	127:mask;128:right
T	left_right_balance_100	4	16383:mask;32768:right
T	leg_curl_exercise_name	4	0:leg_curl;1:weighted_leg_curl;2:good_morning;3:seated_barbell_good_morning;4:single_leg_barbell_good_morning;5:single_leg_sliding_leg_curl;6:sliding_leg_curl;7:split_barbell_good_morning;8:split_stance_extension;9:staggered_stance_good_morning;10:swiss_ball_hip_raise_and_leg_curl;11:zercher_good_morning;12:band_good_morning;13:bar_good_morning
T	leg_raise_exercise_name	4	0:hanging_knee_raise;1:hanging_leg_raise;2:weighted_hanging_leg_raise;3:hanging_single_leg_raise;4:weighted_hanging_single_leg_raise;5:kettlebell_leg_raises;6:leg_lowering_drill;7:weighted_leg_lowering_drill;8:lying_straight_leg_raise;9:weighted_lying_straight_leg_raise;10:medicine_ball_leg_drops;11:quadruped_leg_raise;12:weighted_quadruped_leg_raise;13:reverse_leg_raise;14:weighted_reverse_leg_raise;15:reverse_leg_raise_on_swiss_ball;16:weighted_reverse_leg_raise_on_swiss_ball;17:single_leg_lowering_drill;18:weighted_single_leg_lowering_drill;19:weighted_hanging_knee_raise;20:lateral_stepover;21:weighted_lateral_stepover
T	length_type	0	0:idle;1:active
T	local_date_time	6	268435456:min
T	local_device_type	2	0:gps;1:glonass;2:gps_glonass;3:accelerometer;4:barometer;5:temperature;10:whr;12:sensor_hub
T	lunge_exercise_name	4	0:overhead_lunge;1:lunge_matrix;2:weighted_lunge_matrix;3:alternating_barbell_forward_lunge;4:alternating_dumbbell_lunge_with_reach;5:back_foot_elevated_dumbbell_split_squat;6:barbell_box_lunge;7:barbell_bulgarian_split_squat;8:barbell_crossover_lunge;9:barbell_front_split_squat;10:barbell_lunge;11:barbell_reverse_lunge;12:barbell_side_lunge;13:barbell_split_squat;14:core_control_rear_lunge;15:diagonal_lunge;16:drop_lunge;17:dumbbell_box_lunge;18:dumbbell_bulgarian_split_squat;19:dumbbell_crossover_lunge;20:dumbbell_diagonal_lunge;21:dumbbell_lunge;22:dumbbell_lunge_and_rotation;23:dumbbell_overhead_bulgarian_split_squat;24:dumbbell_reverse_lunge_to_high_knee_and_press;25:dumbbell_side_lunge;26:elevated_front_foot_barbell_split_squat;27:front_foot_elevated_dumbbell_split_squat;28:gunslinger_lunge;29:lawnmower_lunge;30:low_lunge_with_isometric_adduction;31:low_side_to_side_lunge;32:lunge;33:weighted_lunge;34:lunge_with_arm_reach;35:lunge_with_diagonal_reach;36:lunge_with_side_bend;37:offset_dumbbell_lunge;38:offset_dumbbell_reverse_lunge;39:overhead_bulgarian_split_squat;40:overhead_dumbbell_reverse_lunge;41:overhead_dumbbell_split_squat;42:overhead_lunge_with_rotation;43:reverse_barbell_box_lunge;44:reverse_box_lunge;45:reverse_dumbbell_box_lunge;46:reverse_dumbbell_crossover_lunge;47:reverse_dumbbell_diagonal_lunge;48:reverse_lunge_with_reach_back;49:weighted_reverse_lunge_with_reach_back;50:reverse_lunge_with_twist_and_overhead_reach;51:weighted_reverse_lunge_with_twist_and_overhead_reach;52:reverse_sliding_box_lunge;53:weighted_reverse_sliding_box_lunge;54:reverse_sliding_lunge;55:weighted_reverse_sliding_lunge;56:runners_lunge_to_balance;57:weighted_runners_lunge_to_balance;58:shifting_side_lunge;59:side_and_crossover_lunge;60:weighted_side_and_crossover_lunge;61:side_lunge;62:weighted_side_lunge;63:side_lunge_and_press;64:side_lunge_jump_off;65:side_lunge_sweep;66:weighted_side_lunge_sweep;67:side_lunge_to_crossover_tap;68:weighted_side_lunge_to_crossover_tap;69:side_to_side_lunge_chops;70:weighted_side_to_side_lunge_chops;71:siff_jump_lunge;72:weighted_siff_jump_lunge;73:single_arm_reverse_lunge_and_press;74:sliding_lateral_lunge;75:weighted_sliding_lateral_lunge;76:walking_barbell_lunge;77:walking_dumbbell_lunge;78:walking_lunge;79:weighted_walking_lunge;80:wide_grip_overhead_barbell_split_squat;81:alternating_dumbbell_lunge;82:dumbbell_reverse_lunge;83:overhead_dumbbell_lunge;84:scissor_power_switch;85:dumbbell_overhead_walking_lunge;86:curtsy_lunge;87:weighted_curtsy_lunge;88:weighted_shifting_side_lunge;89:weighted_side_lunge_and_press;90:weighted_side_lunge_jump_off
T	manufacturer	4	1:garmin;2:garmin_fr405_antfs;3:zephyr;4:dayton;5:idt;6:srm;7:quarq;8:ibike;9:saris;10:spark_hk;11:tanita;12:echowell;13:dynastream_oem;14:nautilus;15:dynastream;16:timex;17:metrigear;18:xelic;19:beurer;20:cardiosport;21:a_and_d;22:hmm;23:suunto;24:thita_elektronik;25:gpulse;26:clean_mobile;27:pedal_brain;28:peaksware;29:saxonar;30:lemond_fitness;31:dexcom;32:wahoo_fitness;33:octane_fitness;34:archinoetics;35:the_hurt_box;36:citizen_systems;37:magellan;38:osynce;39:holux;40:concept2;41:shimano;42:one_giant_leap;43:ace_sensor;44:brim_brothers;45:xplova;46:perception_digital;47:bf1systems;48:pioneer;49:spantec;50:metalogics;51:4iiiis;52:seiko_epson;53:seiko_epson_oem;54:ifor_powell;55:maxwell_guider;56:star_trac;57:breakaway;58:alatech_technology_ltd;59:mio_technology_europe;60:rotor;61:geonaute;62:id_bike;63:specialized;64:wtek;65:physical_enterprises;66:north_pole_engineering;67:bkool;68:cateye;69:stages_cycling;70:sigmasport;71:tomtom;72:peripedal;73:wattbike;76:moxy;77:ciclosport;78:powerbahn;79:acorn_projects_aps;80:lifebeam;81:bontrager;82:wellgo;83:scosche;84:magura;85:woodway;86:elite;87:nielsen_kellerman;88:dk_city;89:tacx;90:direction_technology;91:magtonic;92:1partcarbon;93:inside_ride_technologies;94:sound_of_motion;95:stryd;96:icg;97:MiPulse;98:bsx_athletics;99:look;100:campagnolo_srl;101:body_bike_smart;102:praxisworks;103:limits_technology;104:topaction_technology;105:cosinuss;106:fitcare;107:magene;108:giant_manufacturing_co;109:tigrasport;110:salutron;111:technogym;112:bryton_sensors;113:latitude_limited;114:soaring_technology;115:igpsport;116:thinkrider;117:gopher_sport;118:waterrower;119:orangetheory;120:inpeak;121:kinetic;122:johnson_health_tech;123:polar_electro;124:seesense;125:nci_technology;126:iqsquare;127:leomo;128:ifit_com;129:coros_byte;130:versa_design;131:chileaf;132:cycplus;133:gravaa_byte;134:sigeyi;135:coospo;136:geoid;137:bosch;138:kyto;139:kinetic_sports;140:decathlon_byte;141:tq_systems;142:tag_heuer;143:keiser_fitness;144:zwift_byte;145:porsche_ep;146:blackbird;147:meilan_byte;148:ezon;149:laisi;150:myzone;151:abawo;152:bafang;153:luhong_technology;255:development;257:healthandlife;258:lezyne;259:scribe_labs;260:zwift;261:watteam;262:recon;263:favero_electronics;264:dynovelo;265:strava;266:precor;267:bryton;268:sram;269:navman;270:cobi;271:spivi;272:mio_magellan;273:evesports;274:sensitivus_gauge;275:podoon;276:life_time_fitness;277:falco_e_motors;278:minoura;279:cycliq;280:luxottica;281:trainer_road;282:the_sufferfest;283:fullspeedahead;284:virtualtraining;285:feedbacksports;286:omata;287:vdo;288:magneticdays;289:hammerhead;290:kinetic_by_kurt;291:shapelog;292:dabuziduo;293:jetblack;294:coros;295:virtugo;296:velosense;297:cycligentinc;298:trailforks;299:mahle_ebikemotion;300:nurvv;301:microprogram;302:zone5cloud;303:greenteg;304:yamaha_motors;305:whoop;306:gravaa;307:onelap;308:monark_exercise;309:form;310:decathlon;311:syncros;312:heatup;313:cannondale;314:true_fitness;315:RGT_cycling;316:vasa;317:race_republic;318:fazua;319:oreka_training;320:lsec;321:lululemon_studio;322:shanyue;323:spinning_mda;324:hilldating;325:aero_sensor;326:nike;327:magicshine;328:ictrainer;329:absolute_cycling;330:eo_swimbetter;331:mywhoosh;332:ravemen;333:tektro_racing_products;334:darad_innovation_corporation;335:cycloptim;337:runna;339:zepp;340:peloton;341:carv;342:tissot;345:real_velo;346:wetech;347:jespr;348:huawei;349:gotoes;350:cadence_app;351:una_watch;352:tymewear;353:exposure_lights;354:forto_cycling;5759:actigraphcorp
T	max_met_category	0	0:generic;1:cycling
T	max_met_heart_rate_source	0	0:whr;1:hrm
T	max_met_speed_source	0	0:onboard_gps;1:connected_gps;2:cadence
T	mesg_count	0	0:num_per_file;1:max_per_file;2:max_per_file_type
T	mesg_num	4	0:file_id;1:capabilities;2:device_settings;3:user_profile;4:hrm_profile;5:sdm_profile;6:bike_profile;7:zones_target;8:hr_zone;9:power_zone;10:met_zone;12:sport;13:training_settings;15:goal;18:session;19:lap;20:record;21:event;23:device_info;26:workout;27:workout_step;28:schedule;30:weight_scale;31:course;32:course_point;33:totals;34:activity;35:software;37:file_capabilities;38:mesg_capabilities;39:field_capabilities;49:file_creator;51:blood_pressure;53:speed_zone;55:monitoring;72:training_file;78:hrv;80:ant_rx;81:ant_tx;82:ant_channel_id;101:length;103:monitoring_info;104:battery;105:pad;106:slave_device;127:connectivity;128:weather_conditions;129:weather_alert;131:cadence_zone;132:hr;142:segment_lap;145:memo_glob;148:segment_id;149:segment_leaderboard_entry;150:segment_point;151:segment_file;158:workout_session;159:watchface_settings;160:gps_metadata;161:camera_event;162:timestamp_correlation;164:gyroscope_data;165:accelerometer_data;167:three_d_sensor_calibration;169:video_frame;174:obdii_data;177:nmea_sentence;178:aviation_attitude;184:video;185:video_title;186:video_description;187:video_clip;188:ohr_settings;200:exd_screen_configuration;201:exd_data_field_configuration;202:exd_data_concept_configuration;206:field_description;207:developer_data_id;208:magnetometer_data;209:barometer_data;210:one_d_sensor_calibration;211:monitoring_hr_data;216:time_in_zone;225:set;227:stress_level;229:max_met_data;258:dive_settings;259:dive_gas;262:dive_alarm;264:exercise_title;268:dive_summary;269:spo2_data;275:sleep_level;285:jump;289:aad_accel_features;290:beat_intervals;297:respiration_rate;302:hsa_accelerometer_data;304:hsa_step_data;305:hsa_spo2_data;306:hsa_stress_data;307:hsa_respiration_data;308:hsa_heart_rate_data;312:split;313:split_summary;314:hsa_body_battery_data;315:hsa_event;317:climb_pro;319:tank_update;323:tank_summary;346:sleep_assessment;370:hrv_status_summary;371:hrv_value;372:raw_bbi;375:device_aux_battery_info;376:hsa_gyroscope_data;387:chrono_shot_session;388:chrono_shot_data;389:hsa_configuration_data;393:dive_apnea_alarm;398:skin_temp_overnight;409:hsa_wrist_temperature_data;412:nap_event;470:sleep_disruption_severity_period;471:sleep_disruption_overnight_severity;65280:mfg_range_min;65534:mfg_range_max
T	message_index	4	4095:mask;28672:reserved;32768:selected
T	move_exercise_name	4	0:arch_and_curl;1:arm_circles_with_ball_band_and_weight;2:arm_stretch;3:back_massage;4:belly_breathing;5:bridge_with_ball;6:diamond_leg_crunch;7:diamond_leg_lift;8:eight_point_shoulder_opener;9:foot_rolling;10:footwork;11:footwork_on_disc;12:forward_fold;13:frog_with_band;14:half_roll_up;15:hamstring_curl;16:hamstring_stretch;17:hip_stretch;18:hug_a_tree_with_ball_band_and_weight;19:knee_circles;20:knee_folds_on_disc;21:lateral_flexion;22:leg_stretch_with_band;23:leg_stretch_with_leg_circles;24:lower_lift_on_disc;25:lunge_squat;26:lunges_with_knee_lift;27:mermaid_stretch;28:neutral_pelvic_position;29:pelvic_clocks_on_disc;30:pilates_plie_squats_parallel_turned_out_flat_and_heels_with_chair;31:piriformis_stretch;32:plank_knee_crosses;33:plank_knee_pulls;34:plank_up_downs;35:prayer_mudra;36:psoas_lunge_stretch;37:ribcage_breathing;38:roll_down;39:roll_up_with_weight_and_band;40:saw;41:scapular_stabilization;42:scissors_on_disc;43:seated_hip_stretchup;44:seated_twist;45:shaving_the_head_with_ball_band_and_weight;46:spinal_twist;47:spinal_twist_stretch;48:spine_stretch_forward;49:squat_open_arm_twist_pose;50:squats_with_ball;51:stand_and_hang;52:standing_side_stretch;53:standing_single_leg_forward_bend_with_it_band_opener;54:straight_leg_crunch_with_leg_lift;55:straight_leg_crunch_with_leg_lift_with_ball;56:straight_leg_crunch_with_legs_crossed;57:straight_leg_crunch_with_legs_crossed_with_ball;58:straight_leg_diagonal_crunch;59:straight_leg_diagonal_crunch_with_ball;60:tailbone_curl;61:throat_lock;62:tick_tock_side_roll;63:twist;64:v_leg_crunches;65:v_sit;66:forward_fold_wheelchair;67:forward_fold_plus_wheelchair;68:arm_circles_low_forward_wheelchair;69:arm_circles_mid_forward_wheelchair;70:arm_circles_high_forward_wheelchair;71:arm_circles_low_backward_wheelchair;72:arm_circles_mid_backward_wheelchair;73:arm_circles_high_backward_wheelchair;74:core_twists_wheelchair;75:arm_raise_wheelchair;76:chest_expand_wheelchair;77:arm_extend_wheelchair;78:forward_bend_wheelchair;79:toe_touch_wheelchair;80:extended_toe_touch_wheelchair;81:seated_arm_circles;82:trunk_rotations;83:seated_trunk_rotations;84:toe_touch
T	nap_period_feedback	0	0:none;1:multiple_naps_during_day;2:jetlag_ideal_timing_ideal_duration;3:jetlag_ideal_timing_long_duration;4:jetlag_late_timing_ideal_duration;5:jetlag_late_timing_long_duration;6:ideal_timing_ideal_duration_low_need;7:ideal_timing_ideal_duration_high_need;8:ideal_timing_long_duration_low_need;9:ideal_timing_long_duration_high_need;10:late_timing_ideal_duration_low_need;11:late_timing_ideal_duration_high_need;12:late_timing_long_duration_low_need;13:late_timing_long_duration_high_need;14:ideal_duration_low_need;15:ideal_duration_high_need;16:long_duration_low_need;17:long_duration_high_need
T	nap_source	0	0:automatic;1:manual_device;2:manual_gc
T	no_fly_time_mode	0	0:standard;1:flat_24_hours
T	olympic_lift_exercise_name	4	0:barbell_hang_power_clean;1:barbell_hang_squat_clean;2:barbell_power_clean;3:barbell_power_snatch;4:barbell_squat_clean;5:clean_and_jerk;6:barbell_hang_power_snatch;7:barbell_hang_pull;8:barbell_high_pull;9:barbell_snatch;10:barbell_split_jerk;11:clean;12:dumbbell_clean;13:dumbbell_hang_pull;14:one_hand_dumbbell_split_snatch;15:push_jerk;16:single_arm_dumbbell_snatch;17:single_arm_hang_snatch;18:single_arm_kettlebell_snatch;19:split_jerk;20:squat_clean_and_jerk;21:dumbbell_hang_snatch;22:dumbbell_power_clean_and_jerk;23:dumbbell_power_clean_and_push_press;24:dumbbell_power_clean_and_strict_press;25:dumbbell_snatch;26:medicine_ball_clean;27:clean_and_press;28:snatch
T	plank_exercise_name	4	0:45_degree_plank;1:weighted_45_degree_plank;2:90_degree_static_hold;3:weighted_90_degree_static_hold;4:bear_crawl;5:weighted_bear_crawl;6:cross_body_mountain_climber;7:weighted_cross_body_mountain_climber;8:elbow_plank_pike_jacks;9:weighted_elbow_plank_pike_jacks;10:elevated_feet_plank;11:weighted_elevated_feet_plank;12:elevator_abs;13:weighted_elevator_abs;14:extended_plank;15:weighted_extended_plank;16:full_plank_passe_twist;17:weighted_full_plank_passe_twist;18:inching_elbow_plank;19:weighted_inching_elbow_plank;20:inchworm_to_side_plank;21:weighted_inchworm_to_side_plank;22:kneeling_plank;23:weighted_kneeling_plank;24:kneeling_side_plank_with_leg_lift;25:weighted_kneeling_side_plank_with_leg_lift;26:lateral_roll;27:weighted_lateral_roll;28:lying_reverse_plank;29:weighted_lying_reverse_plank;30:medicine_ball_mountain_climber;31:weighted_medicine_ball_mountain_climber;32:modified_mountain_climber_and_extension;33:weighted_modified_mountain_climber_and_extension;34:mountain_climber;35:weighted_mountain_climber;36:mountain_climber_on_sliding_discs;37:weighted_mountain_climber_on_sliding_discs;38:mountain_climber_with_feet_on_bosu_ball;39:weighted_mountain_climber_with_feet_on_bosu_ball;40:mountain_climber_with_hands_on_bench;41:mountain_climber_with_hands_on_swiss_ball;42:weighted_mountain_climber_with_hands_on_swiss_ball;43:plank;44:plank_jacks_with_feet_on_sliding_discs;45:weighted_plank_jacks_with_feet_on_sliding_discs;46:plank_knee_twist;47:weighted_plank_knee_twist;48:plank_pike_jumps;49:weighted_plank_pike_jumps;50:plank_pikes;51:weighted_plank_pikes;52:plank_to_stand_up;53:weighted_plank_to_stand_up;54:plank_with_arm_raise;55:weighted_plank_with_arm_raise;56:plank_with_knee_to_elbow;57:weighted_plank_with_knee_to_elbow;58:plank_with_oblique_crunch;59:weighted_plank_with_oblique_crunch;60:plyometric_side_plank;61:weighted_plyometric_side_plank;62:rolling_side_plank;63:weighted_rolling_side_plank;64:side_kick_plank;65:weighted_side_kick_plank;66:side_plank;67:weighted_side_plank;68:side_plank_and_row;69:weighted_side_plank_and_row;70:side_plank_lift;71:weighted_side_plank_lift;72:side_plank_with_elbow_on_bosu_ball;73:weighted_side_plank_with_elbow_on_bosu_ball;74:side_plank_with_feet_on_bench;75:weighted_side_plank_with_feet_on_bench;76:side_plank_with_knee_circle;77:weighted_side_plank_with_knee_circle;78:side_plank_with_knee_tuck;79:weighted_side_plank_with_knee_tuck;80:side_plank_with_leg_lift;81:weighted_side_plank_with_leg_lift;82:side_plank_with_reach_under;83:weighted_side_plank_with_reach_under;84:single_leg_elevated_feet_plank;85:weighted_single_leg_elevated_feet_plank;86:single_leg_flex_and_extend;87:weighted_single_leg_flex_and_extend;88:single_leg_side_plank;89:weighted_single_leg_side_plank;90:spiderman_plank;91:weighted_spiderman_plank;92:straight_arm_plank;93:weighted_straight_arm_plank;94:straight_arm_plank_with_shoulder_touch;95:weighted_straight_arm_plank_with_shoulder_touch;96:swiss_ball_plank;97:weighted_swiss_ball_plank;98:swiss_ball_plank_leg_lift;99:weighted_swiss_ball_plank_leg_lift;100:swiss_ball_plank_leg_lift_and_hold;101:swiss_ball_plank_with_feet_on_bench;102:weighted_swiss_ball_plank_with_feet_on_bench;103:swiss_ball_prone_jackknife;104:weighted_swiss_ball_prone_jackknife;105:swiss_ball_side_plank;106:weighted_swiss_ball_side_plank;107:three_way_plank;108:weighted_three_way_plank;109:towel_plank_and_knee_in;110:weighted_towel_plank_and_knee_in;111:t_stabilization;112:weighted_t_stabilization;113:turkish_get_up_to_side_plank;114:weighted_turkish_get_up_to_side_plank;115:two_point_plank;116:weighted_two_point_plank;117:weighted_plank;118:wide_stance_plank_with_diagonal_arm_lift;119:weighted_wide_stance_plank_with_diagonal_arm_lift;120:wide_stance_plank_with_diagonal_leg_lift;121:weighted_wide_stance_plank_with_diagonal_leg_lift;122:wide_stance_plank_with_leg_lift;123:weighted_wide_stance_plank_with_leg_lift;124:wide_stance_plank_with_opposite_arm_and_leg_lift;125:weighted_mountain_climber_with_hands_on_bench;126:weighted_swiss_ball_plank_leg_lift_and_hold;127:weighted_wide_stance_plank_with_opposite_arm_and_leg_lift;128:plank_with_feet_on_swiss_ball;129:side_plank_to_plank_with_reach_under;130:bridge_with_glute_lower_lift;131:bridge_one_leg_bridge;132:plank_with_arm_variations;133:plank_with_leg_lift;134:reverse_plank_with_leg_pull;135:ring_plank_sprawls
T	plyo_exercise_name	4	0:alternating_jump_lunge;1:weighted_alternating_jump_lunge;2:barbell_jump_squat;3:body_weight_jump_squat;4:weighted_jump_squat;5:cross_knee_strike;6:weighted_cross_knee_strike;7:depth_jump;8:weighted_depth_jump;9:dumbbell_jump_squat;10:dumbbell_split_jump;11:front_knee_strike;12:weighted_front_knee_strike;13:high_box_jump;14:weighted_high_box_jump;15:isometric_explosive_body_weight_jump_squat;16:weighted_isometric_explosive_jump_squat;17:lateral_leap_and_hop;18:weighted_lateral_leap_and_hop;19:lateral_plyo_squats;20:weighted_lateral_plyo_squats;21:lateral_slide;22:weighted_lateral_slide;23:medicine_ball_overhead_throws;24:medicine_ball_side_throw;25:medicine_ball_slam;26:side_to_side_medicine_ball_throws;27:side_to_side_shuffle_jump;28:weighted_side_to_side_shuffle_jump;29:squat_jump_onto_box;30:weighted_squat_jump_onto_box;31:squat_jumps_in_and_out;32:weighted_squat_jumps_in_and_out;33:box_jump;34:box_jump_overs;35:box_jump_overs_over_the_box;36:star_jump_squats;37:jump_squat
T	pose_exercise_name	4	0:all_fours;1:ankle_to_knee;2:baby_cobra;3:boat;4:bound_angle;5:bound_seated_single_leg_forward_bend;6:bow;7:bowed_half_moon;8:bridge;9:cat;10:chair;11:childs;12:corpse;13:cow_face;14:cow;15:devotional_warrior;16:dolphin_plank;17:dolphin;18:down_dog_knee_to_nose;19:down_dog_split;20:down_dog_split_open_hip_bent_knee;21:downward_facing_dog;22:eagle;23:easy_seated;24:extended_puppy;25:extended_side_angle;26:fish;27:four_limbed_staff;28:full_split;29:gate;30:half_chair_half_ankle_to_knee;31:half_moon;32:head_to_knee;33:heron;34:heros;35:high_lunge;36:knees_chest_chin;37:lizard;38:locust;39:low_lunge;40:low_lunge_twist;41:low_lunge_with_knee_down;42:mermaid;43:mountain;44:one_legged_downward_facing_pose_open_hip_bent_knee;45:one_legged_pigeon;46:peaceful_warrior;47:plank;48:plow;49:reclined_hand_to_foot;50:revolved_half_moon;51:revolved_head_to_knee;52:revolved_triangle;53:runners_lunge;54:seated_easy_side_bend;55:seated_easy_twist;56:seated_long_leg_forward_bend;57:seated_wide_leg_forward_bend;58:shoulder_stand;59:side_boat;60:side_plank;61:sphinx;62:squat_open_arm_twist;63:squat_palm_press;64:staff;65:standing_arms_up;66:standing_forward_bend_halfway_up;67:standing_forward_bend;68:standing_side_opener;69:standing_single_leg_forward_bend;70:standing_split;71:standing_wide_leg_forward_bend;72:standing_wide_leg_forward_bend_with_twist;73:supine_spinal_twist;74:table_top;75:thread_the_needle;76:thunderbolt;77:thunderbolt_pose_both_sides_arm_stretch;78:tree;79:triangle;80:up_dog;81:upward_facing_plank;82:warrior_one;83:warrior_three;84:warrior_two;85:wheel;86:wide_side_lunge;87:deep_breathing_wheelchair;88:deep_breathing_low_wheelchair;89:deep_breathing_mid_wheelchair;90:deep_breathing_high_wheelchair;91:prayer_wheelchair;92:overhead_prayer_wheelchair;93:cactus_wheelchair;94:breathing_punches_wheelchair;95:breathing_punches_extended_wheelchair;96:breathing_punches_overhead_wheelchair;97:breathing_punches_overhead_and_down_wheelchair;98:breathing_punches_side_wheelchair;99:breathing_punches_extended_side_wheelchair;100:breathing_punches_overhead_side_wheelchair;101:breathing_punches_overhead_and_down_side_wheelchair;102:left_hand_back_wheelchair;103:triangle_wheelchair;104:thread_the_needle_wheelchair;105:neck_flexion_and_extension_wheelchair;106:neck_lateral_flexion_wheelchair;107:spine_flexion_and_extension_wheelchair;108:spine_rotation_wheelchair;109:spine_lateral_flexion_wheelchair;110:alternative_skiing_wheelchair;111:reach_forward_wheelchair;112:warrior_wheelchair;113:reverse_warrior_wheelchair;114:downward_facing_dog_to_cobra;115:seated_cat_cow
T	power_phase_type	0	0:power_phase_start_angle;1:power_phase_end_angle;2:power_phase_arc_length;3:power_phase_center
T	projectile_type	0	0:arrow;1:rifle_cartridge;2:pistol_cartridge;3:shotshell;4:air_rifle_pellet;5:other
T	pull_up_exercise_name	4	0:banded_pull_ups;1:30_degree_lat_pulldown;2:band_assisted_chin_up;3:close_grip_chin_up;4:weighted_close_grip_chin_up;5:close_grip_lat_pulldown;6:crossover_chin_up;7:weighted_crossover_chin_up;8:ez_bar_pullover;9:hanging_hurdle;10:weighted_hanging_hurdle;11:kneeling_lat_pulldown;12:kneeling_underhand_grip_lat_pulldown;13:lat_pulldown;14:mixed_grip_chin_up;15:weighted_mixed_grip_chin_up;16:mixed_grip_pull_up;17:weighted_mixed_grip_pull_up;18:reverse_grip_pulldown;19:standing_cable_pullover;20:straight_arm_pulldown;21:swiss_ball_ez_bar_pullover;22:towel_pull_up;23:weighted_towel_pull_up;24:weighted_pull_up;25:wide_grip_lat_pulldown;26:wide_grip_pull_up;27:weighted_wide_grip_pull_up;28:burpee_pull_up;29:weighted_burpee_pull_up;30:jumping_pull_ups;31:weighted_jumping_pull_ups;32:kipping_pull_up;33:weighted_kipping_pull_up;34:l_pull_up;35:weighted_l_pull_up;36:suspended_chin_up;37:weighted_suspended_chin_up;38:pull_up;39:chin_up;40:neutral_grip_chin_up;41:weighted_chin_up;42:band_assisted_pull_up;43:neutral_grip_pull_up;44:weighted_neutral_grip_chin_up;45:weighted_neutral_grip_pull_up
T	push_up_exercise_name	4	0:chest_press_with_band;1:alternating_staggered_push_up;2:weighted_alternating_staggered_push_up;3:alternating_hands_medicine_ball_push_up;4:weighted_alternating_hands_medicine_ball_push_up;5:bosu_ball_push_up;6:weighted_bosu_ball_push_up;7:clapping_push_up;8:weighted_clapping_push_up;9:close_grip_medicine_ball_push_up;10:weighted_close_grip_medicine_ball_push_up;11:close_hands_push_up;12:weighted_close_hands_push_up;13:decline_push_up;14:weighted_decline_push_up;15:diamond_push_up;16:weighted_diamond_push_up;17:explosive_crossover_push_up;18:weighted_explosive_crossover_push_up;19:explosive_push_up;20:weighted_explosive_push_up;21:feet_elevated_side_to_side_push_up;22:weighted_feet_elevated_side_to_side_push_up;23:hand_release_push_up;24:weighted_hand_release_push_up;25:handstand_push_up;26:weighted_handstand_push_up;27:incline_push_up;28:weighted_incline_push_up;29:isometric_explosive_push_up;30:weighted_isometric_explosive_push_up;31:judo_push_up;32:weighted_judo_push_up;33:kneeling_push_up;34:weighted_kneeling_push_up;35:medicine_ball_chest_pass;36:medicine_ball_push_up;37:weighted_medicine_ball_push_up;38:one_arm_push_up;39:weighted_one_arm_push_up;40:weighted_push_up;41:push_up_and_row;42:weighted_push_up_and_row;43:push_up_plus;44:weighted_push_up_plus;45:push_up_with_feet_on_swiss_ball;46:weighted_push_up_with_feet_on_swiss_ball;47:push_up_with_one_hand_on_medicine_ball;48:weighted_push_up_with_one_hand_on_medicine_ball;49:shoulder_push_up;50:weighted_shoulder_push_up;51:single_arm_medicine_ball_push_up;52:weighted_single_arm_medicine_ball_push_up;53:spiderman_push_up;54:weighted_spiderman_push_up;55:stacked_feet_push_up;56:weighted_stacked_feet_push_up;57:staggered_hands_push_up;58:weighted_staggered_hands_push_up;59:suspended_push_up;60:weighted_suspended_push_up;61:swiss_ball_push_up;62:weighted_swiss_ball_push_up;63:swiss_ball_push_up_plus;64:weighted_swiss_ball_push_up_plus;65:t_push_up;66:weighted_t_push_up;67:triple_stop_push_up;68:weighted_triple_stop_push_up;69:wide_hands_push_up;70:weighted_wide_hands_push_up;71:parallette_handstand_push_up;72:weighted_parallette_handstand_push_up;73:ring_handstand_push_up;74:weighted_ring_handstand_push_up;75:ring_push_up;76:weighted_ring_push_up;77:push_up;78:pilates_pushup;79:dynamic_push_up;80:kipping_handstand_push_up;81:shoulder_tapping_push_up;82:biceps_push_up;83:hindu_push_up;84:pike_push_up;85:wide_grip_push_up;86:weighted_biceps_push_up;87:weighted_hindu_push_up;88:weighted_pike_push_up;89:kipping_parallette_handstand_push_up;90:wall_push_up
T	pwr_zone_calc	0	0:custom;1:percent_ftp
T	radar_threat_level_type	0	0:threat_unknown;1:threat_none;2:threat_approaching;3:threat_approaching_fast
T	rider_position_type	0	0:seated;1:standing;2:transition_to_seated;3:transition_to_standing
T	row_exercise_name	4	0:barbell_straight_leg_deadlift_to_row;1:cable_row_standing;2:dumbbell_row;3:elevated_feet_inverted_row;4:weighted_elevated_feet_inverted_row;5:face_pull;6:face_pull_with_external_rotation;7:inverted_row_with_feet_on_swiss_ball;8:weighted_inverted_row_with_feet_on_swiss_ball;9:kettlebell_row;10:modified_inverted_row;11:weighted_modified_inverted_row;12:neutral_grip_alternating_dumbbell_row;13:one_arm_bent_over_row;14:one_legged_dumbbell_row;15:renegade_row;16:reverse_grip_barbell_row;17:rope_handle_cable_row;18:seated_cable_row;19:seated_dumbbell_row;20:single_arm_cable_row;21:single_arm_cable_row_and_rotation;22:single_arm_inverted_row;23:weighted_single_arm_inverted_row;24:single_arm_neutral_grip_dumbbell_row;25:single_arm_neutral_grip_dumbbell_row_and_rotation;26:suspended_inverted_row;27:weighted_suspended_inverted_row;28:t_bar_row;29:towel_grip_inverted_row;30:weighted_towel_grip_inverted_row;31:underhand_grip_cable_row;32:v_grip_cable_row;33:wide_grip_seated_cable_row;34:alternating_dumbbell_row;35:inverted_row;36:row;37:weighted_row;38:indoor_row;39:banded_face_pulls;40:chest_supported_dumbbell_row;41:decline_ring_row;42:elevated_ring_row;43:rdl_bent_over_row_with_barbell_dumbbell;44:ring_row;45:barbell_row;46:bent_over_row_with_barbell;47:bent_over_row_with_dumbell;48:seated_underhand_grip_cable_row;49:trx_inverted_row;50:weighted_inverted_row;51:weighted_trx_inverted_row;52:dumbbell_row_wheelchair
T	run_exercise_name	4	0:run;1:walk;2:jog;3:sprint;4:run_or_walk;5:speed_walk;6:warm_up
T	run_indoor_exercise_name	4	0:indoor_track_run;1:treadmill
T	sandbag_exercise_name	4	0:around_the_world;1:back_squat;2:bear_crawl_pull_through;3:bear_hug_squat;4:clean;5:clean_and_press;6:curl;7:front_carry;8:front_squat;9:lunge;10:overhead_press;11:plank_pull_through;12:rotational_lunge;13:row;14:russian_twist;15:shouldering;16:shoveling;17:side_lunge;18:sprint;19:zercher_squat
T	saxon_grading_scale	6	0:I;1:II;2:III;3:IV;4:V;5:VI;6:VII_a;7:VII_b;8:VII_c;9:VIII_a;10:VIII_b;11:VIII_c;12:IX_a;13:IX_b;14:IX_c;15:X_a;16:X_b;17:X_c;18:XI_a;19:XI_b;20:XI_c;21:XII_a;22:XII_b;23:XII_c
T	schedule	0	0:workout;1:course
T	segment_delete_status	0	0:do_not_delete;1:delete_one;2:delete_all
T	segment_lap_status	0	0:end;1:fail
T	segment_leaderboard_type	0	0:overall;1:personal_best;2:connections;3:group;4:challenger;5:kom;6:qom;7:pr;8:goal;9:carrot;10:club_leader;11:rival;12:last;13:recent_best;14:course_record
T	segment_selection_type	0	0:starred;1:suggested
T	sensor_type	0	0:accelerometer;1:gyroscope;2:compass;3:barometer
T	session_trigger	0	0:activity_end;1:manual;2:auto_multi_sport;3:fitness_equipment
T	set_type	2	0:rest;1:active
T	shoulder_press_exercise_name	4	0:alternating_dumbbell_shoulder_press;1:arnold_press;2:barbell_front_squat_to_push_press;3:barbell_push_press;4:barbell_shoulder_press;5:dead_curl_press;6:dumbbell_alternating_shoulder_press_and_twist;7:dumbbell_hammer_curl_to_lunge_to_press;8:dumbbell_push_press;9:floor_inverted_shoulder_press;10:weighted_floor_inverted_shoulder_press;11:inverted_shoulder_press;12:weighted_inverted_shoulder_press;13:one_arm_push_press;14:overhead_barbell_press;15:overhead_dumbbell_press;16:seated_barbell_shoulder_press;17:seated_dumbbell_shoulder_press;18:single_arm_dumbbell_shoulder_press;19:single_arm_step_up_and_press;20:smith_machine_overhead_press;21:split_stance_hammer_curl_to_press;22:swiss_ball_dumbbell_shoulder_press;23:weight_plate_front_raise;24:dumbbell_shoulder_press;25:military_press;27:strict_press;28:dumbbell_front_raise;29:dumbbell_curl_to_overhead_press_wheelchair;30:arnold_press_wheelchair;31:overhead_dumbbell_press_wheelchair
T	shoulder_stability_exercise_name	4	0:90_degree_cable_external_rotation;1:band_external_rotation;2:band_internal_rotation;3:bent_arm_lateral_raise_and_external_rotation;4:cable_external_rotation;5:dumbbell_face_pull_with_external_rotation;6:floor_i_raise;7:weighted_floor_i_raise;8:floor_t_raise;9:weighted_floor_t_raise;10:floor_y_raise;11:weighted_floor_y_raise;12:incline_i_raise;13:weighted_incline_i_raise;14:incline_l_raise;15:weighted_incline_l_raise;16:incline_t_raise;17:weighted_incline_t_raise;18:incline_w_raise;19:weighted_incline_w_raise;20:incline_y_raise;21:weighted_incline_y_raise;22:lying_external_rotation;23:seated_dumbbell_external_rotation;24:standing_l_raise;25:swiss_ball_i_raise;26:weighted_swiss_ball_i_raise;27:swiss_ball_t_raise;28:weighted_swiss_ball_t_raise;29:swiss_ball_w_raise;30:weighted_swiss_ball_w_raise;31:swiss_ball_y_raise;32:weighted_swiss_ball_y_raise;33:cable_internal_rotation;34:lying_internal_rotation;35:seated_dumbbell_internal_rotation
T	shrug_exercise_name	4	0:barbell_jump_shrug;1:barbell_shrug;2:barbell_upright_row;3:behind_the_back_smith_machine_shrug;4:dumbbell_jump_shrug;5:dumbbell_shrug;6:dumbbell_upright_row;7:incline_dumbbell_shrug;8:overhead_barbell_shrug;9:overhead_dumbbell_shrug;10:scaption_and_shrug;11:scapular_retraction;12:serratus_chair_shrug;13:weighted_serratus_chair_shrug;14:serratus_shrug;15:weighted_serratus_shrug;16:wide_grip_jump_shrug;17:wide_grip_barbell_shrug;18:behind_the_back_shrug;19:dumbbell_shrug_wheelchair;20:shrug_wheelchair;21:shrug_arm_down_wheelchair;22:shrug_arm_mid_wheelchair;23:shrug_arm_up_wheelchair;24:upright_row
T	side	0	0:right;1:left
T	sit_up_exercise_name	4	0:alternating_sit_up;1:weighted_alternating_sit_up;2:bent_knee_v_up;3:weighted_bent_knee_v_up;4:butterfly_sit_up;5:weighted_butterfly_situp;6:cross_punch_roll_up;7:weighted_cross_punch_roll_up;8:crossed_arms_sit_up;9:weighted_crossed_arms_sit_up;10:get_up_sit_up;11:weighted_get_up_sit_up;12:hovering_sit_up;13:weighted_hovering_sit_up;14:kettlebell_sit_up;15:medicine_ball_alternating_v_up;16:medicine_ball_sit_up;17:medicine_ball_v_up;18:modified_sit_up;19:negative_sit_up;20:one_arm_full_sit_up;21:reclining_circle;22:weighted_reclining_circle;23:reverse_curl_up;24:weighted_reverse_curl_up;25:single_leg_swiss_ball_jackknife;26:weighted_single_leg_swiss_ball_jackknife;27:the_teaser;28:the_teaser_weighted;29:three_part_roll_down;30:weighted_three_part_roll_down;31:v_up;32:weighted_v_up;33:weighted_russian_twist_on_swiss_ball;34:weighted_sit_up;35:x_abs;36:weighted_x_abs;37:sit_up;38:ghd_sit_ups;39:sit_up_turkish_get_up;40:russian_twist_on_swiss_ball
T	sled_exercise_name	4	0:backward_drag;1:chest_press;2:forward_drag;3:low_push;4:push;5:row
T	sledge_hammer_exercise_name	4	0:lateral_swing;1:hammer_slam
T	sleep_disruption_severity	0	0:none;1:low;2:medium;3:high
T	sleep_level	0	0:unmeasurable;1:awake;2:light;3:deep;4:rem
T	source_type	0	0:ant;1:antplus;2:bluetooth;3:bluetooth_low_energy;4:wifi;5:local
T	split_status	0	0:failure;1:success;2:climb_attempted;3:climb_completed
T	split_type	0	1:ascent_split;2:descent_split;3:interval_active;4:interval_rest;5:interval_warmup;6:interval_cooldown;7:interval_recovery;8:interval_other;9:climb_active;10:climb_rest;11:surf_active;12:run_active;13:run_rest;14:workout_round;17:rwd_run;18:rwd_walk;21:windsurf_active;22:rwd_stand;23:transition;28:ski_lift_split;29:ski_run_split
T	spo2_measurement_type	0	0:off_wrist;1:spot_check;2:continuous_check;3:periodic
T	sport	0	0:generic;1:running;2:cycling;3:transition;4:fitness_equipment;5:swimming;6:basketball;7:soccer;8:tennis;9:american_football;10:training;11:walking;12:cross_country_skiing;13:alpine_skiing;14:snowboarding;15:rowing;16:mountaineering;17:hiking;18:multisport;19:paddling;20:flying;21:e_biking;22:motorcycling;23:boating;24:driving;25:golf;26:hang_gliding;27:horseback_riding;28:hunting;29:fishing;30:inline_skating;31:rock_climbing;32:sailing;33:ice_skating;34:sky_diving;35:snowshoeing;36:snowmobiling;37:stand_up_paddleboarding;38:surfing;39:wakeboarding;40:water_skiing;41:kayaking;42:rafting;43:windsurfing;44:kitesurfing;45:tactical;46:jumpmaster;47:boxing;48:floor_climbing;49:baseball;53:diving;56:shooting;58:winter_sport;59:grinding;62:hiit;63:video_gaming;64:racket;65:wheelchair_push_walk;66:wheelchair_push_run;67:meditation;68:para_sport;69:disc_golf;70:team_sport;71:cricket;72:rugby;73:hockey;74:lacrosse;75:volleyball;76:water_tubing;77:wakesurfing;78:water_sport;79:archery;80:mixed_martial_arts;81:motor_sports;82:snorkeling;83:dance;84:jump_rope;85:pool_apnea;86:mobility;87:geocaching;88:canoeing;254:all
T	sport_bits_0	10	1:generic;2:running;4:cycling;8:transition;16:fitness_equipment;32:swimming;64:basketball;128:soccer
T	sport_bits_1	10	1:tennis;2:american_football;4:training;8:walking;16:cross_country_skiing;32:alpine_skiing;64:snowboarding;128:rowing
T	sport_bits_2	10	1:mountaineering;2:hiking;4:multisport;8:paddling;16:flying;32:e_biking;64:motorcycling;128:boating
T	sport_bits_3	10	1:driving;2:golf;4:hang_gliding;8:horseback_riding;16:hunting;32:fishing;64:inline_skating;128:rock_climbing
T	sport_bits_4	10	1:sailing;2:ice_skating;4:sky_diving;8:snowshoeing;16:snowmobiling;32:stand_up_paddleboarding;64:surfing;128:wakeboarding
T	sport_bits_5	10	1:water_skiing;2:kayaking;4:rafting;8:windsurfing;16:kitesurfing;32:tactical;64:jumpmaster;128:boxing
T	sport_bits_6	10	1:floor_climbing
T	sport_event	0	0:uncategorized;1:geocaching;2:fitness;3:recreation;4:race;5:special_event;6:training;7:transportation;8:touring
T	squat_exercise_name	4	0:leg_press;1:back_squat_with_body_bar;2:back_squats;3:weighted_back_squats;4:balancing_squat;5:weighted_balancing_squat;6:barbell_back_squat;7:barbell_box_squat;8:barbell_front_squat;9:barbell_hack_squat;10:barbell_hang_squat_snatch;11:barbell_lateral_step_up;12:barbell_quarter_squat;13:barbell_siff_squat;14:barbell_squat_snatch;15:barbell_squat_with_heels_raised;16:barbell_stepover;17:barbell_step_up;18:bench_squat_with_rotational_chop;19:weighted_bench_squat_with_rotational_chop;20:body_weight_wall_squat;21:weighted_wall_squat;22:box_step_squat;23:weighted_box_step_squat;24:braced_squat;25:crossed_arm_barbell_front_squat;26:crossover_dumbbell_step_up;27:dumbbell_front_squat;28:dumbbell_split_squat;29:dumbbell_squat;30:dumbbell_squat_clean;31:dumbbell_stepover;32:dumbbell_step_up;33:elevated_single_leg_squat;34:weighted_elevated_single_leg_squat;35:figure_four_squats;36:weighted_figure_four_squats;37:goblet_squat;38:kettlebell_squat;39:kettlebell_swing_overhead;40:kettlebell_swing_with_flip_to_squat;41:lateral_dumbbell_step_up;42:one_legged_squat;43:overhead_dumbbell_squat;44:overhead_squat;45:partial_single_leg_squat;46:weighted_partial_single_leg_squat;47:pistol_squat;48:weighted_pistol_squat;49:plie_slides;50:weighted_plie_slides;51:plie_squat;52:weighted_plie_squat;53:prisoner_squat;54:weighted_prisoner_squat;55:single_leg_bench_get_up;56:weighted_single_leg_bench_get_up;57:single_leg_bench_squat;58:weighted_single_leg_bench_squat;59:single_leg_squat_on_swiss_ball;60:weighted_single_leg_squat_on_swiss_ball;61:squat;62:weighted_squat;63:squats_with_band;64:staggered_squat;65:weighted_staggered_squat;66:step_up;67:weighted_step_up;68:suitcase_squats;69:sumo_squat;70:sumo_squat_slide_in;71:weighted_sumo_squat_slide_in;72:sumo_squat_to_high_pull;73:sumo_squat_to_stand;74:weighted_sumo_squat_to_stand;75:sumo_squat_with_rotation;76:weighted_sumo_squat_with_rotation;77:swiss_ball_body_weight_wall_squat;78:weighted_swiss_ball_wall_squat;79:thrusters;80:uneven_squat;81:weighted_uneven_squat;82:waist_slimming_squat;83:wall_ball;84:wide_stance_barbell_squat;85:wide_stance_goblet_squat;86:zercher_squat;87:kbs_overhead;88:squat_and_side_kick;89:squat_jumps_in_n_out;90:pilates_plie_squats_parallel_turned_out_flat_and_heels;91:releve_straight_leg_and_knee_bent_with_one_leg_variation;92:alternating_box_dumbbell_step_ups;93:dumbbell_overhead_squat_single_arm;94:dumbbell_squat_snatch;95:medicine_ball_squat;97:wall_ball_squat_and_press;98:squat_american_swing;100:air_squat;101:dumbbell_thrusters;102:overhead_barbell_squat
T	stair_stepper_exercise_name	4	0:stair_stepper
T	stroke_type	0	0:no_event;1:other;2:serve;3:forehand;4:backhand;5:smash
T	sub_sport	0	0:generic;1:treadmill;2:street;3:trail;4:track;5:spin;6:indoor_cycling;7:road;8:mountain;9:downhill;10:recumbent;11:cyclocross;12:hand_cycling;13:track_cycling;14:indoor_rowing;15:elliptical;16:stair_climbing;17:lap_swimming;18:open_water;19:flexibility_training;20:strength_training;21:warm_up;22:match;23:exercise;24:challenge;25:indoor_skiing;26:cardio_training;27:indoor_walking;28:e_bike_fitness;29:bmx;30:casual_walking;31:speed_walking;32:bike_to_run_transition;33:run_to_bike_transition;34:swim_to_bike_transition;35:atv;36:motocross;37:backcountry;38:resort;39:rc_drone;40:wingsuit;41:whitewater;42:skate_skiing;43:yoga;44:pilates;45:indoor_running;46:gravel_cycling;47:e_bike_mountain;48:commuting;49:mixed_surface;50:navigate;51:track_me;52:map;53:single_gas_diving;54:multi_gas_diving;55:gauge_diving;56:apnea_diving;57:apnea_hunting;58:virtual_activity;59:obstacle;62:breathing;63:ccr_diving;65:sail_race;66:expedition;67:ultra;68:indoor_climbing;69:bouldering;70:hiit;71:indoor_grinding;72:hunting_with_dogs;73:amrap;74:emom;75:tabata;77:esport;78:triathlon;79:duathlon;80:brick;81:swim_run;82:adventure_race;83:trucker_workout;84:pickleball;85:padel;86:indoor_wheelchair_walk;87:indoor_wheelchair_run;88:indoor_hand_cycling;90:field;91:ice;92:ultimate;93:platform;94:squash;95:badminton;96:racquetball;97:table_tennis;98:overland;99:trolling_motor;110:fly_canopy;111:fly_paraglide;112:fly_paramotor;113:fly_pressurized;114:fly_navigate;115:fly_timer;116:fly_altimeter;117:fly_wx;118:fly_vfr;119:fly_ifr;121:dynamic_apnea;123:enduro;124:rucking;125:rally;126:pool_triathlon;127:e_bike_enduro;254:all
T	supported_exd_screen_layouts	12	1:full_screen;2:half_vertical;4:half_horizontal;8:half_vertical_right_split;16:half_horizontal_bottom_split;32:full_quarter_split;64:half_vertical_left_split;128:half_horizontal_top_split
T	suspension_exercise_name	4	0:chest_fly;1:chest_press;2:crunch;3:curl;4:dip;5:face_pull;6:glute_bridge;7:hamstring_curl;8:hip_drop;9:inverted_row;10:knee_drive_jump;11:knee_to_chest;12:lat_pullover;13:lunge;14:mountain_climber;15:pendulum;16:pike;17:plank;18:power_pull;19:pull_up;20:push_up;21:reverse_mountain_climber;22:reverse_plank;23:rollout;24:row;25:side_lunge;26:side_plank;27:single_leg_deadlift;28:single_leg_squat;29:sit_up;30:split;31:squat;32:squat_jump;33:tricep_press;34:y_fly
T	swim_stroke	0	0:freestyle;1:backstroke;2:breaststroke;3:butterfly;4:drill;5:mixed;6:im;7:im_by_round;8:rimo
T	switch	0	0:off;1:on;2:auto
T	tap_sensitivity	0	0:high;1:medium;2:low
T	time_mode	0	0:hour12;1:hour24;2:military;3:hour_12_with_seconds;4:hour_24_with_seconds;5:utc
T	time_zone	0	0:almaty;1:bangkok;2:bombay;3:brasilia;4:cairo;5:cape_verde_is;6:darwin;7:eniwetok;8:fiji;9:hong_kong;10:islamabad;11:kabul;12:magadan;13:mid_atlantic;14:moscow;15:muscat;16:newfoundland;17:samoa;18:sydney;19:tehran;20:tokyo;21:us_alaska;22:us_atlantic;23:us_central;24:us_eastern;25:us_hawaii;26:us_mountain;27:us_pacific;28:other;29:auckland;30:kathmandu;31:europe_western_wet;32:europe_central_cet;33:europe_eastern_eet;34:jakarta;35:perth;36:adelaide;37:brisbane;38:tasmania;39:iceland;40:amsterdam;41:athens;42:barcelona;43:berlin;44:brussels;45:budapest;46:copenhagen;47:dublin;48:helsinki;49:lisbon;50:london;51:madrid;52:munich;53:oslo;54:paris;55:prague;56:reykjavik;57:rome;58:stockholm;59:vienna;60:warsaw;61:zurich;62:quebec;63:ontario;64:manitoba;65:saskatchewan;66:alberta;67:british_columbia;68:boise;69:boston;70:chicago;71:dallas;72:denver;73:kansas_city;74:las_vegas;75:los_angeles;76:miami;77:minneapolis;78:new_york;79:new_orleans;80:phoenix;81:santa_fe;82:seattle;83:washington_dc;84:us_arizona;85:chita;86:ekaterinburg;87:irkutsk;88:kaliningrad;89:krasnoyarsk;90:novosibirsk;91:petropavlovsk_kamchatskiy;92:samara;93:vladivostok;94:mexico_central;95:mexico_mountain;96:mexico_pacific;97:cape_town;98:winkhoek;99:lagos;100:riyahd;101:venezuela;102:australia_lh;103:santiago;253:manual;254:automatic
T	timer_trigger	0	0:manual;1:auto;2:fitness_equipment
T	tire_exercise_name	4	0:flip
T	tissue_model_type	0	0:zhl_16c
T	tone	0	0:off;1:tone;2:vibrate;3:tone_and_vibrate
T	total_body_exercise_name	4	0:burpee;1:weighted_burpee;2:burpee_box_jump;3:weighted_burpee_box_jump;4:high_pull_burpee;5:man_makers;6:one_arm_burpee;7:squat_thrusts;8:weighted_squat_thrusts;9:squat_plank_push_up;10:weighted_squat_plank_push_up;11:standing_t_rotation_balance;12:weighted_standing_t_rotation_balance;13:barbell_burpee;15:burpee_box_jump_over_yes_literally_jumping_over_the_box;16:burpee_box_jump_step_up_over;17:lateral_barbell_burpee;18:total_body_burpee_over_bar;19:burpee_box_jump_over;20:burpee_wheelchair
T	triceps_extension_exercise_name	4	0:bench_dip;1:weighted_bench_dip;2:body_weight_dip;3:cable_kickback;4:cable_lying_triceps_extension;5:cable_overhead_triceps_extension;6:dumbbell_kickback;7:dumbbell_lying_triceps_extension;8:ez_bar_overhead_triceps_extension;9:incline_dip;10:weighted_incline_dip;11:incline_ez_bar_lying_triceps_extension;12:lying_dumbbell_pullover_to_extension;13:lying_ez_bar_triceps_extension;14:lying_triceps_extension_to_close_grip_bench_press;15:overhead_dumbbell_triceps_extension;16:reclining_triceps_press;17:reverse_grip_pressdown;18:reverse_grip_triceps_pressdown;19:rope_pressdown;20:seated_barbell_overhead_triceps_extension;21:seated_dumbbell_overhead_triceps_extension;22:seated_ez_bar_overhead_triceps_extension;23:seated_single_arm_overhead_dumbbell_extension;24:single_arm_dumbbell_overhead_triceps_extension;25:single_dumbbell_seated_overhead_triceps_extension;26:single_leg_bench_dip_and_kick;27:weighted_single_leg_bench_dip_and_kick;28:single_leg_dip;29:weighted_single_leg_dip;30:static_lying_triceps_extension;31:suspended_dip;32:weighted_suspended_dip;33:swiss_ball_dumbbell_lying_triceps_extension;34:swiss_ball_ez_bar_lying_triceps_extension;35:swiss_ball_ez_bar_overhead_triceps_extension;36:tabletop_dip;37:weighted_tabletop_dip;38:triceps_extension_on_floor;39:triceps_pressdown;40:weighted_dip;41:alternating_dumbbell_lying_triceps_extension;42:triceps_press;43:dumbbell_kickback_wheelchair;44:overhead_dumbbell_triceps_extension_wheelchair
T	turn_type	0	0:arriving_idx;1:arriving_left_idx;2:arriving_right_idx;3:arriving_via_idx;4:arriving_via_left_idx;5:arriving_via_right_idx;6:bear_keep_left_idx;7:bear_keep_right_idx;8:continue_idx;9:exit_left_idx;10:exit_right_idx;11:ferry_idx;12:roundabout_45_idx;13:roundabout_90_idx;14:roundabout_135_idx;15:roundabout_180_idx;16:roundabout_225_idx;17:roundabout_270_idx;18:roundabout_315_idx;19:roundabout_360_idx;20:roundabout_neg_45_idx;21:roundabout_neg_90_idx;22:roundabout_neg_135_idx;23:roundabout_neg_180_idx;24:roundabout_neg_225_idx;25:roundabout_neg_270_idx;26:roundabout_neg_315_idx;27:roundabout_neg_360_idx;28:roundabout_generic_idx;29:roundabout_neg_generic_idx;30:sharp_turn_left_idx;31:sharp_turn_right_idx;32:turn_left_idx;33:turn_right_idx;34:uturn_left_idx;35:uturn_right_idx;36:icon_inv_idx;37:icon_idx_cnt
T	uiaa_grading_scale	6	0:I;1:II;2:III;3:IV_minus;4:IV;5:IV_plus;6:V_minus;7:V;8:V_plus;9:VI_minus;10:VI;11:VI_plus;12:VII_minus;13:VII;14:VII_plus;15:VIII_minus;16:VIII;17:VIII_plus;18:IX_minus;19:IX;20:IX_plus;21:X_minus;22:X;23:X_plus;24:XI_minus;25:XI;26:XI_plus;27:XII_minus
T	user_local_id	4	0:local_min;15:local_max;16:stationary_min;255:stationary_max;256:portable_min;65534:portable_max
T	vermin_grading_scale	6	0:vb;1:v0;2:v1;3:v2;4:v3;5:v4;6:v5;7:v6;8:v7;9:v8;10:v9;11:v10;12:v11;13:v12;14:v13;15:v14;16:v15;17:v16;18:v17
T	warm_up_exercise_name	4	0:quadruped_rocking;1:neck_tilts;2:ankle_circles;3:ankle_dorsiflexion_with_band;4:ankle_internal_rotation;5:arm_circles;6:bent_over_reach_to_sky;7:cat_camel;8:elbow_to_foot_lunge;9:forward_and_backward_leg_swings;10:groiners;11:inverted_hamstring_stretch;12:lateral_duck_under;13:neck_rotations;14:opposite_arm_and_leg_balance;15:reach_roll_and_lift;16:scorpion;17:shoulder_circles;18:side_to_side_leg_swings;19:sleeper_stretch;20:slide_out;21:swiss_ball_hip_crossover;22:swiss_ball_reach_roll_and_lift;23:swiss_ball_windshield_wipers;24:thoracic_rotation;25:walking_high_kicks;26:walking_high_knees;27:walking_knee_hugs;28:walking_leg_cradles;29:walkout;30:walkout_from_push_up_position;31:biceps_stretch;32:glutes_stretch;33:standing_hamstring_stretch;34:stretch_90_90;35:stretch_abs;36:stretch_butterfly;37:stretch_calf;38:stretch_cat_cow;39:stretch_childs_pose;40:stretch_cobra;41:stretch_forearms;42:stretch_forward_glutes;43:stretch_front_split;44:stretch_hamstring;45:stretch_hip_flexor_and_quad;46:stretch_lat;47:stretch_levator_scapulae;48:stretch_lunge_with_spinal_twist;49:stretch_lunging_hip_flexor;50:stretch_lying_abduction;51:stretch_lying_it_band;52:stretch_lying_knee_to_chest;53:stretch_lying_piriformis;54:stretch_lying_spinal_twist;55:stretch_neck;56:stretch_obliques;57:stretch_over_under_shoulder;58:stretch_pectoral;59:stretch_pigeon_pose;60:stretch_piriformis;61:stretch_quad;62:stretch_scorpion;63:stretch_shoulder;64:stretch_side;65:stretch_side_lunge;66:stretch_side_split;67:stretch_standing_it_band;68:stretch_straddle;69:stretch_triceps;70:stretch_wall_chest_and_shoulder;71:neck_rotations_wheelchair;72:half_kneeling_arm_rotation;73:three_way_ankle_mobilization;74:ninety_ninety_hip_switch;75:active_frog;76:shoulder_sweeps;77:ankle_lunges;78:back_roll_foam_roller;79:bear_crawl;80:latissimus_dorsi_foam_roll;81:reverse_t_hip_opener;82:shoulder_rolls;83:chest_openers;84:triceps_stretch;85:upper_back_stretch;86:hip_circles;87:ankle_stretch;88:marching_in_place;89:triceps_stretch_wheelchair;90:upper_back_stretch_wheelchair
T	watchface_mode	0	0:digital;1:analog;2:connect_iq;3:disabled
T	water_type	0	0:fresh;1:salt;2:en13319;3:custom
T	weather_report	0	0:current;1:hourly_forecast;2:daily_forecast
T	weather_severe_type	0	0:unspecified;1:tornado;2:tsunami;3:hurricane;4:extreme_wind;5:typhoon;6:inland_hurricane;7:hurricane_force_wind;8:waterspout;9:severe_thunderstorm;10:wreckhouse_winds;11:les_suetes_wind;12:avalanche;13:flash_flood;14:tropical_storm;15:inland_tropical_storm;16:blizzard;17:ice_storm;18:freezing_rain;19:debris_flow;20:flash_freeze;21:dust_storm;22:high_wind;23:winter_storm;24:heavy_freezing_spray;25:extreme_cold;26:wind_chill;27:cold_wave;28:heavy_snow_alert;29:lake_effect_blowing_snow;30:snow_squall;31:lake_effect_snow;32:winter_weather;33:sleet;34:snowfall;35:snow_and_blowing_snow;36:blowing_snow;37:snow_alert;38:arctic_outflow;39:freezing_drizzle;40:storm;41:storm_surge;42:rainfall;43:areal_flood;44:coastal_flood;45:lakeshore_flood;46:excessive_heat;47:heat;48:weather;49:high_heat_and_humidity;50:humidex_and_health;51:humidex;52:gale;53:freezing_spray;54:special_marine;55:squall;56:strong_wind;57:lake_wind;58:marine_weather;59:wind;60:small_craft_hazardous_seas;61:hazardous_seas;62:small_craft;63:small_craft_winds;64:small_craft_rough_bar;65:high_water_level;66:ashfall;67:freezing_fog;68:dense_fog;69:dense_smoke;70:blowing_dust;71:hard_freeze;72:freeze;73:frost;74:fire_weather;75:flood;76:rip_tide;77:high_surf;78:smog;79:air_quality;80:brisk_wind;81:air_stagnation;82:low_water;83:hydrological;84:special_weather
T	weather_severity	0	0:unknown;1:warning;2:watch;3:advisory;4:statement
T	weather_status	0	0:clear;1:partly_cloudy;2:mostly_cloudy;3:rain;4:snow;5:windy;6:thunderstorms;7:wintry_mix;8:fog;11:hazy;12:hail;13:scattered_showers;14:scattered_thunderstorms;15:unknown_precipitation;16:light_rain;17:heavy_rain;18:light_snow;19:heavy_snow;20:light_rain_snow;21:heavy_rain_snow;22:cloudy
T	weight	4	65534:calculating
T	wkt_step_duration	0	0:time;1:distance;2:hr_less_than;3:hr_greater_than;4:calories;5:open;6:repeat_until_steps_cmplt;7:repeat_until_time;8:repeat_until_distance;9:repeat_until_calories;10:repeat_until_hr_less_than;11:repeat_until_hr_greater_than;12:repeat_until_power_less_than;13:repeat_until_power_greater_than;14:power_less_than;15:power_greater_than;16:training_peaks_tss;17:repeat_until_power_last_lap_less_than;18:repeat_until_max_power_last_lap_less_than;19:power_3s_less_than;20:power_10s_less_than;21:power_30s_less_than;22:power_3s_greater_than;23:power_10s_greater_than;24:power_30s_greater_than;25:power_lap_less_than;26:power_lap_greater_than;27:repeat_until_training_peaks_tss;28:repetition_time;29:reps;31:time_only
T	wkt_step_target	0	0:speed;1:heart_rate;2:open;3:cadence;4:power;5:grade;6:resistance;7:power_3s;8:power_10s;9:power_30s;10:power_lap;11:swim_stroke;12:speed_lap;13:heart_rate_lap
T	workout_capabilities	12	1:interval;2:custom;4:fitness_equipment;8:firstbeat;16:new_leaf;32:tcx;128:speed;256:heart_rate;512:distance;1024:cadence;2048:power;4096:grade;8192:resistance;16384:protected
T	workout_equipment	0	0:none;1:swim_fins;2:swim_kickboard;3:swim_paddles;4:swim_pull_buoy;5:swim_snorkel
T	workout_hr	6	100:bpm_offset
T	workout_power	6	1000:watts_offset
T	yds_grading_scale	6	0:5_1;1:5_2;2:5_3;3:5_4;4:5_5;5:5_6;6:5_7;7:5_8;8:5_9;9:5_10;10:5_10a;11:5_10b;12:5_10c;13:5_10d;14:5_11;15:5_11a;16:5_11b;17:5_11c;18:5_11d;19:5_12;20:5_12a;21:5_12b;22:5_12c;23:5_12d;24:5_13;25:5_13a;26:5_13b;27:5_13c;28:5_13d;29:5_14;30:5_14a;31:5_14b;32:5_14c;33:5_14d;34:5_15;35:5_15a;36:5_15b;37:5_15c;38:5_15d;39:5_1_minus;40:5_1_plus;41:5_2_minus;42:5_2_plus;43:5_3_minus;44:5_3_plus;45:5_4_minus;46:5_4_plus;47:5_5_minus;48:5_5_plus;49:5_6_minus;50:5_6_plus;51:5_7_minus;52:5_7_plus;53:5_8_minus;54:5_8_plus;55:5_9_minus;56:5_9_plus;57:5_10_minus;58:5_10_plus;59:5_11_minus;60:5_11_plus;61:5_12_minus;62:5_12_plus;63:5_13_minus;64:5_13_plus;65:5_14_minus;66:5_14_plus;67:5_15_minus;68:5_15_plus
"""#
}

/// Named values of the profile types, as constants (`FITEnum.Sport.running`).
package enum FITEnum {
  /// Values of `activity`.
  package enum Activity {
    package static let manual: UInt32 = 0
    package static let autoMultiSport: UInt32 = 1
  }
  /// Values of `activity_class`.
  package enum ActivityClass {
    package static let levelMax: UInt32 = 100
    package static let level: UInt32 = 127
    package static let athlete: UInt32 = 128
  }
  /// Values of `activity_level`.
  package enum ActivityLevel {
    package static let low: UInt32 = 0
    package static let medium: UInt32 = 1
    package static let high: UInt32 = 2
  }
  /// Values of `activity_subtype`.
  package enum ActivitySubtype {
    package static let generic: UInt32 = 0
    package static let treadmill: UInt32 = 1
    package static let street: UInt32 = 2
    package static let trail: UInt32 = 3
    package static let track: UInt32 = 4
    package static let spin: UInt32 = 5
    package static let indoorCycling: UInt32 = 6
    package static let road: UInt32 = 7
    package static let mountain: UInt32 = 8
    package static let downhill: UInt32 = 9
    package static let recumbent: UInt32 = 10
    package static let cyclocross: UInt32 = 11
    package static let handCycling: UInt32 = 12
    package static let trackCycling: UInt32 = 13
    package static let indoorRowing: UInt32 = 14
    package static let elliptical: UInt32 = 15
    package static let stairClimbing: UInt32 = 16
    package static let lapSwimming: UInt32 = 17
    package static let openWater: UInt32 = 18
    package static let all: UInt32 = 254
  }
  /// Values of `activity_type`.
  package enum ActivityType {
    package static let generic: UInt32 = 0
    package static let running: UInt32 = 1
    package static let cycling: UInt32 = 2
    package static let transition: UInt32 = 3
    package static let fitnessEquipment: UInt32 = 4
    package static let swimming: UInt32 = 5
    package static let walking: UInt32 = 6
    package static let sedentary: UInt32 = 8
    package static let wheelchairPushing: UInt32 = 13
    package static let all: UInt32 = 254
  }
  /// Values of `analog_watchface_layout`.
  package enum AnalogWatchfaceLayout {
    package static let minimal: UInt32 = 0
    package static let traditional: UInt32 = 1
    package static let modern: UInt32 = 2
  }
  /// Values of `ant_channel_id`.
  package enum AntChannelId {
    package static let antDeviceNumber: UInt32 = 65535
    package static let antDeviceType: UInt32 = 16711680
    package static let antTransmissionTypeLowerNibble: UInt32 = 251658240
    package static let antExtendedDeviceNumberUpperNibble: UInt32 = 4026531840
  }
  /// Values of `ant_network`.
  package enum AntNetwork {
    package static let `public`: UInt32 = 0
    package static let antplus: UInt32 = 1
    package static let antfs: UInt32 = 2
    package static let `private`: UInt32 = 3
  }
  /// Values of `antplus_device_type`.
  package enum AntplusDeviceType {
    package static let antfs: UInt32 = 1
    package static let bikePower: UInt32 = 11
    package static let environmentSensorLegacy: UInt32 = 12
    package static let multiSportSpeedDistance: UInt32 = 15
    package static let control: UInt32 = 16
    package static let fitnessEquipment: UInt32 = 17
    package static let bloodPressure: UInt32 = 18
    package static let geocacheNode: UInt32 = 19
    package static let lightElectricVehicle: UInt32 = 20
    package static let envSensor: UInt32 = 25
    package static let racquet: UInt32 = 26
    package static let controlHub: UInt32 = 27
    package static let muscleOxygen: UInt32 = 31
    package static let shifting: UInt32 = 34
    package static let bikeLightMain: UInt32 = 35
    package static let bikeLightShared: UInt32 = 36
    package static let exd: UInt32 = 38
    package static let bikeRadar: UInt32 = 40
    package static let bikeAero: UInt32 = 46
    package static let weightScale: UInt32 = 119
    package static let heartRate: UInt32 = 120
    package static let bikeSpeedCadence: UInt32 = 121
    package static let bikeCadence: UInt32 = 122
    package static let bikeSpeed: UInt32 = 123
    package static let strideSpeedDistance: UInt32 = 124
  }
  /// Values of `apnea_discipline`.
  package enum ApneaDiscipline {
    package static let constantWeightWithFins: UInt32 = 0
    package static let constantWeightWithBifins: UInt32 = 1
    package static let constantWeightWithoutFins: UInt32 = 2
    package static let dynamicWithFins: UInt32 = 3
    package static let dynamicWithBifins: UInt32 = 4
    package static let dynamicWithoutFins: UInt32 = 5
    package static let freeImmersion: UInt32 = 6
    package static let noLimit: UInt32 = 7
    package static let speedEnduranceApnea: UInt32 = 8
    package static let staticApnea: UInt32 = 9
    package static let variableWeight: UInt32 = 10
  }
  /// Values of `attitude_stage`.
  package enum AttitudeStage {
    package static let failed: UInt32 = 0
    package static let aligning: UInt32 = 1
    package static let degraded: UInt32 = 2
    package static let valid: UInt32 = 3
  }
  /// Values of `attitude_validity`.
  package enum AttitudeValidity {
    package static let trackAngleHeadingValid: UInt32 = 1
    package static let pitchValid: UInt32 = 2
    package static let rollValid: UInt32 = 4
    package static let lateralBodyAccelValid: UInt32 = 8
    package static let normalBodyAccelValid: UInt32 = 16
    package static let turnRateValid: UInt32 = 32
    package static let hwFail: UInt32 = 64
    package static let magInvalid: UInt32 = 128
    package static let noGps: UInt32 = 256
    package static let gpsInvalid: UInt32 = 512
    package static let solutionCoasting: UInt32 = 1024
    package static let trueTrackAngle: UInt32 = 2048
    package static let magneticHeading: UInt32 = 4096
  }
  /// Values of `auto_activity_detect`.
  package enum AutoActivityDetect {
    package static let none: UInt32 = 0
    package static let running: UInt32 = 1
    package static let cycling: UInt32 = 2
    package static let swimming: UInt32 = 4
    package static let walking: UInt32 = 8
    package static let elliptical: UInt32 = 32
    package static let sedentary: UInt32 = 1024
  }
  /// Values of `auto_sync_frequency`.
  package enum AutoSyncFrequency {
    package static let never: UInt32 = 0
    package static let occasionally: UInt32 = 1
    package static let frequent: UInt32 = 2
    package static let onceADay: UInt32 = 3
    package static let remote: UInt32 = 4
  }
  /// Values of `autolap_trigger`.
  package enum AutolapTrigger {
    package static let time: UInt32 = 0
    package static let distance: UInt32 = 1
    package static let positionStart: UInt32 = 2
    package static let positionLap: UInt32 = 3
    package static let positionWaypoint: UInt32 = 4
    package static let positionMarked: UInt32 = 5
    package static let off: UInt32 = 6
    package static let autoSelect: UInt32 = 13
  }
  /// Values of `autoscroll`.
  package enum Autoscroll {
    package static let none: UInt32 = 0
    package static let slow: UInt32 = 1
    package static let medium: UInt32 = 2
    package static let fast: UInt32 = 3
  }
  /// Values of `backlight_mode`.
  package enum BacklightMode {
    package static let off: UInt32 = 0
    package static let manual: UInt32 = 1
    package static let keyAndMessages: UInt32 = 2
    package static let autoBrightness: UInt32 = 3
    package static let smartNotifications: UInt32 = 4
    package static let keyAndMessagesNight: UInt32 = 5
    package static let keyAndMessagesAndSmartNotifications: UInt32 = 6
  }
  /// Values of `backlight_timeout`.
  package enum BacklightTimeout {
    package static let infinite: UInt32 = 0
  }
  /// Values of `banded_exercises_exercise_name`.
  package enum BandedExercisesExerciseName {
    package static let abTwist: UInt32 = 1
    package static let backExtension: UInt32 = 2
    package static let bicycleCrunch: UInt32 = 3
    package static let calfRaises: UInt32 = 4
    package static let chestPress: UInt32 = 5
    package static let clamShells: UInt32 = 6
    package static let curl: UInt32 = 7
    package static let deadbug: UInt32 = 8
    package static let deadlift: UInt32 = 9
    package static let donkeyKick: UInt32 = 10
    package static let externalRotation: UInt32 = 11
    package static let externalRotationAt90DegreeAbduction: UInt32 = 12
    package static let facePull: UInt32 = 13
    package static let fireHydrant: UInt32 = 14
    package static let fly: UInt32 = 15
    package static let frontRaise: UInt32 = 16
    package static let gluteBridge: UInt32 = 17
    package static let hamstringCurls: UInt32 = 18
    package static let highPlankLegLifts: UInt32 = 19
    package static let hipExtension: UInt32 = 20
    package static let internalRotation: UInt32 = 21
    package static let jumpingJack: UInt32 = 22
    package static let kneelingCrunch: UInt32 = 23
    package static let lateralBandWalks: UInt32 = 24
    package static let lateralRaise: UInt32 = 25
    package static let latpull: UInt32 = 26
    package static let legAbduction: UInt32 = 27
    package static let legAdduction: UInt32 = 28
    package static let legExtension: UInt32 = 29
    package static let lunge: UInt32 = 30
    package static let plank: UInt32 = 31
    package static let pullApart: UInt32 = 32
    package static let pushUps: UInt32 = 33
    package static let reverseCrunch: UInt32 = 34
    package static let row: UInt32 = 35
    package static let shoulderAbduction: UInt32 = 36
    package static let shoulderExtension: UInt32 = 37
    package static let shoulderExternalRotation: UInt32 = 38
    package static let shoulderFlexionTo90Degrees: UInt32 = 39
    package static let sidePlankLegLifts: UInt32 = 40
    package static let sideRaise: UInt32 = 41
    package static let squat: UInt32 = 42
    package static let squatToPress: UInt32 = 43
    package static let tricepExtension: UInt32 = 44
    package static let tricepKickback: UInt32 = 45
    package static let uprightRow: UInt32 = 46
    package static let wallCrawlWithExternalRotation: UInt32 = 47
    package static let lateralRaiseWheelchair: UInt32 = 49
    package static let tricepsExtensionWheelchair: UInt32 = 50
    package static let chestFlyInclineWheelchair: UInt32 = 51
    package static let chestFlyDeclineWheelchair: UInt32 = 52
    package static let pullDownWheelchair: UInt32 = 53
    package static let straightArmPullDownWheelchair: UInt32 = 54
    package static let curlWheelchair: UInt32 = 55
    package static let overheadCurlWheelchair: UInt32 = 56
    package static let facePullWheelchair: UInt32 = 57
    package static let aroundTheWorldWheelchair: UInt32 = 58
    package static let pullApartWheelchair: UInt32 = 59
    package static let sideCurlWheelchair: UInt32 = 60
    package static let overheadPressWheelchair: UInt32 = 61
  }
  /// Values of `battery_status`.
  package enum BatteryStatus {
    package static let new: UInt32 = 1
    package static let good: UInt32 = 2
    package static let ok: UInt32 = 3
    package static let low: UInt32 = 4
    package static let critical: UInt32 = 5
    package static let charging: UInt32 = 6
    package static let unknown: UInt32 = 7
  }
  /// Values of `battle_rope_exercise_name`.
  package enum BattleRopeExerciseName {
    package static let alternatingFigureEight: UInt32 = 0
    package static let alternatingJumpWave: UInt32 = 1
    package static let alternatingKneelingToStandingWave: UInt32 = 2
    package static let alternatingLungeWave: UInt32 = 3
    package static let alternatingSquatWave: UInt32 = 4
    package static let alternatingWave: UInt32 = 5
    package static let alternatingWaveWithLateralShuffle: UInt32 = 6
    package static let clapWave: UInt32 = 7
    package static let doubleArmFigureEight: UInt32 = 8
    package static let doubleArmSideToSideSnake: UInt32 = 9
    package static let doubleArmSideWave: UInt32 = 10
    package static let doubleArmSlam: UInt32 = 11
    package static let doubleArmWave: UInt32 = 12
    package static let grapplerToss: UInt32 = 13
    package static let hipToss: UInt32 = 14
    package static let inAndOutWave: UInt32 = 15
    package static let insideCircle: UInt32 = 16
    package static let jumpingJacks: UInt32 = 17
    package static let outsideCircle: UInt32 = 18
    package static let rainbow: UInt32 = 19
    package static let sidePlankWave: UInt32 = 20
    package static let sidewinder: UInt32 = 21
    package static let sittingRussianTwist: UInt32 = 22
    package static let snakeWave: UInt32 = 23
    package static let splitJack: UInt32 = 24
    package static let stageCoach: UInt32 = 25
    package static let ultimateWarrior: UInt32 = 26
    package static let upperCuts: UInt32 = 27
  }
  /// Values of `bench_press_exercise_name`.
  package enum BenchPressExerciseName {
    package static let alternatingDumbbellChestPressOnSwissBall: UInt32 = 0
    package static let barbellBenchPress: UInt32 = 1
    package static let barbellBoardBenchPress: UInt32 = 2
    package static let barbellFloorPress: UInt32 = 3
    package static let closeGripBarbellBenchPress: UInt32 = 4
    package static let declineDumbbellBenchPress: UInt32 = 5
    package static let dumbbellBenchPress: UInt32 = 6
    package static let dumbbellFloorPress: UInt32 = 7
    package static let inclineBarbellBenchPress: UInt32 = 8
    package static let inclineDumbbellBenchPress: UInt32 = 9
    package static let inclineSmithMachineBenchPress: UInt32 = 10
    package static let isometricBarbellBenchPress: UInt32 = 11
    package static let kettlebellChestPress: UInt32 = 12
    package static let neutralGripDumbbellBenchPress: UInt32 = 13
    package static let neutralGripDumbbellInclineBenchPress: UInt32 = 14
    package static let oneArmFloorPress: UInt32 = 15
    package static let weightedOneArmFloorPress: UInt32 = 16
    package static let partialLockout: UInt32 = 17
    package static let reverseGripBarbellBenchPress: UInt32 = 18
    package static let reverseGripInclineBenchPress: UInt32 = 19
    package static let singleArmCableChestPress: UInt32 = 20
    package static let singleArmDumbbellBenchPress: UInt32 = 21
    package static let smithMachineBenchPress: UInt32 = 22
    package static let swissBallDumbbellChestPress: UInt32 = 23
    package static let tripleStopBarbellBenchPress: UInt32 = 24
    package static let wideGripBarbellBenchPress: UInt32 = 25
    package static let alternatingDumbbellChestPress: UInt32 = 26
  }
  /// Values of `bike_exercise_name`.
  package enum BikeExerciseName {
    package static let bike: UInt32 = 0
    package static let ride: UInt32 = 1
    package static let sprint: UInt32 = 2
  }
  /// Values of `bike_light_beam_angle_mode`.
  package enum BikeLightBeamAngleMode {
    package static let manual: UInt32 = 0
    package static let auto: UInt32 = 1
  }
  /// Values of `bike_light_network_config_type`.
  package enum BikeLightNetworkConfigType {
    package static let auto: UInt32 = 0
    package static let individual: UInt32 = 4
    package static let highVisibility: UInt32 = 5
    package static let trail: UInt32 = 6
  }
  /// Values of `bike_outdoor_exercise_name`.
  package enum BikeOutdoorExerciseName {
    package static let bike: UInt32 = 0
  }
  /// Values of `ble_device_type`.
  package enum BleDeviceType {
    package static let connectedGps: UInt32 = 0
    package static let heartRate: UInt32 = 1
    package static let bikePower: UInt32 = 2
    package static let bikeSpeedCadence: UInt32 = 3
    package static let bikeSpeed: UInt32 = 4
    package static let bikeCadence: UInt32 = 5
    package static let footpod: UInt32 = 6
    package static let bikeTrainer: UInt32 = 7
  }
  /// Values of `body_location`.
  package enum BodyLocation {
    package static let leftLeg: UInt32 = 0
    package static let leftCalf: UInt32 = 1
    package static let leftShin: UInt32 = 2
    package static let leftHamstring: UInt32 = 3
    package static let leftQuad: UInt32 = 4
    package static let leftGlute: UInt32 = 5
    package static let rightLeg: UInt32 = 6
    package static let rightCalf: UInt32 = 7
    package static let rightShin: UInt32 = 8
    package static let rightHamstring: UInt32 = 9
    package static let rightQuad: UInt32 = 10
    package static let rightGlute: UInt32 = 11
    package static let torsoBack: UInt32 = 12
    package static let leftLowerBack: UInt32 = 13
    package static let leftUpperBack: UInt32 = 14
    package static let rightLowerBack: UInt32 = 15
    package static let rightUpperBack: UInt32 = 16
    package static let torsoFront: UInt32 = 17
    package static let leftAbdomen: UInt32 = 18
    package static let leftChest: UInt32 = 19
    package static let rightAbdomen: UInt32 = 20
    package static let rightChest: UInt32 = 21
    package static let leftArm: UInt32 = 22
    package static let leftShoulder: UInt32 = 23
    package static let leftBicep: UInt32 = 24
    package static let leftTricep: UInt32 = 25
    package static let leftBrachioradialis: UInt32 = 26
    package static let leftForearmExtensors: UInt32 = 27
    package static let rightArm: UInt32 = 28
    package static let rightShoulder: UInt32 = 29
    package static let rightBicep: UInt32 = 30
    package static let rightTricep: UInt32 = 31
    package static let rightBrachioradialis: UInt32 = 32
    package static let rightForearmExtensors: UInt32 = 33
    package static let neck: UInt32 = 34
    package static let throat: UInt32 = 35
    package static let waistMidBack: UInt32 = 36
    package static let waistFront: UInt32 = 37
    package static let waistLeft: UInt32 = 38
    package static let waistRight: UInt32 = 39
  }
  /// Values of `bp_status`.
  package enum BpStatus {
    package static let noError: UInt32 = 0
    package static let errorIncompleteData: UInt32 = 1
    package static let errorNoMeasurement: UInt32 = 2
    package static let errorDataOutOfRange: UInt32 = 3
    package static let errorIrregularHeartRate: UInt32 = 4
  }
  /// Values of `brazilian_grading_scale`.
  package enum BrazilianGradingScale {
    package static let v2: UInt32 = 0
    package static let v3: UInt32 = 1
    package static let v3c: UInt32 = 2
    package static let v4: UInt32 = 3
    package static let v5a: UInt32 = 4
    package static let v5b: UInt32 = 5
    package static let v5c: UInt32 = 6
    package static let v6a: UInt32 = 7
    package static let v6b: UInt32 = 8
    package static let v6c: UInt32 = 9
    package static let v7a: UInt32 = 10
    package static let v7b: UInt32 = 11
    package static let v7c: UInt32 = 12
    package static let v8a: UInt32 = 13
    package static let v8b: UInt32 = 14
    package static let v8c: UInt32 = 15
    package static let v9a: UInt32 = 16
    package static let v9b: UInt32 = 17
    package static let v9c: UInt32 = 18
    package static let v10a: UInt32 = 19
    package static let v10b: UInt32 = 20
    package static let v10c: UInt32 = 21
    package static let v11a: UInt32 = 22
    package static let v11b: UInt32 = 23
    package static let v11c: UInt32 = 24
    package static let v12a: UInt32 = 25
    package static let v12b: UInt32 = 26
  }
  /// Values of `british_adjectival_grading_scale`.
  package enum BritishAdjectivalGradingScale {
    package static let m: UInt32 = 0
    package static let d: UInt32 = 1
    package static let hD: UInt32 = 2
    package static let vD: UInt32 = 3
    package static let mS: UInt32 = 4
    package static let s: UInt32 = 5
    package static let hS: UInt32 = 6
    package static let mVS: UInt32 = 7
    package static let vS: UInt32 = 8
    package static let hVS: UInt32 = 9
    package static let e1: UInt32 = 10
    package static let e2: UInt32 = 11
    package static let e3: UInt32 = 12
    package static let e4: UInt32 = 13
    package static let e5: UInt32 = 14
    package static let e6: UInt32 = 15
    package static let e7: UInt32 = 16
    package static let e8: UInt32 = 17
    package static let e9: UInt32 = 18
    package static let e10: UInt32 = 19
    package static let e11: UInt32 = 20
  }
  /// Values of `british_technical_grading_scale`.
  package enum BritishTechnicalGradingScale {
    package static let v1: UInt32 = 0
    package static let v2: UInt32 = 1
    package static let v3: UInt32 = 2
    package static let v4a: UInt32 = 3
    package static let v4b: UInt32 = 4
    package static let v4c: UInt32 = 5
    package static let v5a: UInt32 = 6
    package static let v5b: UInt32 = 7
    package static let v5c: UInt32 = 8
    package static let v6a: UInt32 = 9
    package static let v6b: UInt32 = 10
    package static let v6c: UInt32 = 11
    package static let v7a: UInt32 = 12
    package static let v7b: UInt32 = 13
    package static let v7c: UInt32 = 14
  }
  /// Values of `calf_raise_exercise_name`.
  package enum CalfRaiseExerciseName {
    package static let v3WayCalfRaise: UInt32 = 0
    package static let v3WayWeightedCalfRaise: UInt32 = 1
    package static let v3WaySingleLegCalfRaise: UInt32 = 2
    package static let v3WayWeightedSingleLegCalfRaise: UInt32 = 3
    package static let donkeyCalfRaise: UInt32 = 4
    package static let weightedDonkeyCalfRaise: UInt32 = 5
    package static let seatedCalfRaise: UInt32 = 6
    package static let weightedSeatedCalfRaise: UInt32 = 7
    package static let seatedDumbbellToeRaise: UInt32 = 8
    package static let singleLegBentKneeCalfRaise: UInt32 = 9
    package static let weightedSingleLegBentKneeCalfRaise: UInt32 = 10
    package static let singleLegDeclinePushUp: UInt32 = 11
    package static let singleLegDonkeyCalfRaise: UInt32 = 12
    package static let weightedSingleLegDonkeyCalfRaise: UInt32 = 13
    package static let singleLegHipRaiseWithKneeHold: UInt32 = 14
    package static let singleLegStandingCalfRaise: UInt32 = 15
    package static let singleLegStandingDumbbellCalfRaise: UInt32 = 16
    package static let standingBarbellCalfRaise: UInt32 = 17
    package static let standingCalfRaise: UInt32 = 18
    package static let weightedStandingCalfRaise: UInt32 = 19
    package static let standingDumbbellCalfRaise: UInt32 = 20
  }
  /// Values of `camera_event_type`.
  package enum CameraEventType {
    package static let videoStart: UInt32 = 0
    package static let videoSplit: UInt32 = 1
    package static let videoEnd: UInt32 = 2
    package static let photoTaken: UInt32 = 3
    package static let videoSecondStreamStart: UInt32 = 4
    package static let videoSecondStreamSplit: UInt32 = 5
    package static let videoSecondStreamEnd: UInt32 = 6
    package static let videoSplitStart: UInt32 = 7
    package static let videoSecondStreamSplitStart: UInt32 = 8
    package static let videoPause: UInt32 = 11
    package static let videoSecondStreamPause: UInt32 = 12
    package static let videoResume: UInt32 = 13
    package static let videoSecondStreamResume: UInt32 = 14
  }
  /// Values of `camera_orientation_type`.
  package enum CameraOrientationType {
    package static let cameraOrientation0: UInt32 = 0
    package static let cameraOrientation90: UInt32 = 1
    package static let cameraOrientation180: UInt32 = 2
    package static let cameraOrientation270: UInt32 = 3
  }
  /// Values of `cardio_exercise_name`.
  package enum CardioExerciseName {
    package static let bobAndWeaveCircle: UInt32 = 0
    package static let weightedBobAndWeaveCircle: UInt32 = 1
    package static let cardioCoreCrawl: UInt32 = 2
    package static let weightedCardioCoreCrawl: UInt32 = 3
    package static let doubleUnder: UInt32 = 4
    package static let weightedDoubleUnder: UInt32 = 5
    package static let jumpRope: UInt32 = 6
    package static let weightedJumpRope: UInt32 = 7
    package static let jumpRopeCrossover: UInt32 = 8
    package static let weightedJumpRopeCrossover: UInt32 = 9
    package static let jumpRopeJog: UInt32 = 10
    package static let weightedJumpRopeJog: UInt32 = 11
    package static let jumpingJacks: UInt32 = 12
    package static let weightedJumpingJacks: UInt32 = 13
    package static let skiMoguls: UInt32 = 14
    package static let weightedSkiMoguls: UInt32 = 15
    package static let splitJacks: UInt32 = 16
    package static let weightedSplitJacks: UInt32 = 17
    package static let squatJacks: UInt32 = 18
    package static let weightedSquatJacks: UInt32 = 19
    package static let tripleUnder: UInt32 = 20
    package static let weightedTripleUnder: UInt32 = 21
    package static let elliptical: UInt32 = 22
    package static let spinning: UInt32 = 23
    package static let polePaddleForwardWheelchair: UInt32 = 24
    package static let polePaddleBackwardWheelchair: UInt32 = 25
    package static let poleHandcycleForwardWheelchair: UInt32 = 26
    package static let poleHandcycleBackwardWheelchair: UInt32 = 27
    package static let poleRainbowWheelchair: UInt32 = 28
    package static let doublePunchForwardWheelchair: UInt32 = 29
    package static let doublePunchDownWheelchair: UInt32 = 30
    package static let doublePunchSidewaysWheelchair: UInt32 = 31
    package static let doublePunchUpWheelchair: UInt32 = 32
    package static let sitSkiWheelchair: UInt32 = 33
    package static let sittingJacksWheelchair: UInt32 = 34
    package static let punchForwardWheelchair: UInt32 = 35
    package static let punchDownWheelchair: UInt32 = 36
    package static let punchSidewaysWheelchair: UInt32 = 37
    package static let punchUpWheelchair: UInt32 = 38
    package static let punchBagWheelchair: UInt32 = 39
    package static let poleDdFfUuWheelchair: UInt32 = 40
    package static let butterflyArmsWheelchair: UInt32 = 41
    package static let punch: UInt32 = 42
  }
  /// Values of `carry_exercise_name`.
  package enum CarryExerciseName {
    package static let barHolds: UInt32 = 0
    package static let farmersWalk: UInt32 = 1
    package static let farmersWalkOnToes: UInt32 = 2
    package static let hexDumbbellHold: UInt32 = 3
    package static let overheadCarry: UInt32 = 4
    package static let dumbbellWaiterCarry: UInt32 = 5
    package static let farmersCarryWalkLunge: UInt32 = 6
    package static let farmersCarry: UInt32 = 7
    package static let farmersCarryOnToes: UInt32 = 8
  }
  /// Values of `ccr_setpoint_switch_mode`.
  package enum CcrSetpointSwitchMode {
    package static let manual: UInt32 = 0
    package static let automatic: UInt32 = 1
  }
  /// Values of `checksum`.
  package enum Checksum {
    package static let clear: UInt32 = 0
    package static let ok: UInt32 = 1
  }
  /// Values of `chop_exercise_name`.
  package enum ChopExerciseName {
    package static let cablePullThrough: UInt32 = 0
    package static let cableRotationalLift: UInt32 = 1
    package static let cableWoodchop: UInt32 = 2
    package static let crossChopToKnee: UInt32 = 3
    package static let weightedCrossChopToKnee: UInt32 = 4
    package static let dumbbellChop: UInt32 = 5
    package static let halfKneelingRotation: UInt32 = 6
    package static let weightedHalfKneelingRotation: UInt32 = 7
    package static let halfKneelingRotationalChop: UInt32 = 8
    package static let halfKneelingRotationalReverseChop: UInt32 = 9
    package static let halfKneelingStabilityChop: UInt32 = 10
    package static let halfKneelingStabilityReverseChop: UInt32 = 11
    package static let kneelingRotationalChop: UInt32 = 12
    package static let kneelingRotationalReverseChop: UInt32 = 13
    package static let kneelingStabilityChop: UInt32 = 14
    package static let kneelingWoodchopper: UInt32 = 15
    package static let medicineBallWoodChops: UInt32 = 16
    package static let powerSquatChops: UInt32 = 17
    package static let weightedPowerSquatChops: UInt32 = 18
    package static let standingRotationalChop: UInt32 = 19
    package static let standingSplitRotationalChop: UInt32 = 20
    package static let standingSplitRotationalReverseChop: UInt32 = 21
    package static let standingStabilityReverseChop: UInt32 = 22
  }
  /// Values of `climb_grading_scale`.
  package enum ClimbGradingScale {
    package static let yds: UInt32 = 0
    package static let uiaa: UInt32 = 1
    package static let french: UInt32 = 2
    package static let britishAdjectival: UInt32 = 3
    package static let britishTechnical: UInt32 = 4
    package static let ewbank: UInt32 = 5
    package static let brazilian: UInt32 = 6
    package static let saxon: UInt32 = 7
    package static let vermin: UInt32 = 8
    package static let font: UInt32 = 9
    package static let dankyu: UInt32 = 10
    package static let ydsPm: UInt32 = 11
  }
  /// Values of `climb_pro_event`.
  package enum ClimbProEvent {
    package static let approach: UInt32 = 0
    package static let start: UInt32 = 1
    package static let complete: UInt32 = 2
  }
  /// Values of `comm_timeout_type`.
  package enum CommTimeoutType {
    package static let wildcardPairingTimeout: UInt32 = 0
    package static let pairingTimeout: UInt32 = 1
    package static let connectionLost: UInt32 = 2
    package static let connectionTimeout: UInt32 = 3
  }
  /// Values of `connectivity_capabilities`.
  package enum ConnectivityCapabilities {
    package static let bluetooth: UInt32 = 1
    package static let bluetoothLe: UInt32 = 2
    package static let ant: UInt32 = 4
    package static let activityUpload: UInt32 = 8
    package static let courseDownload: UInt32 = 16
    package static let workoutDownload: UInt32 = 32
    package static let liveTrack: UInt32 = 64
    package static let weatherConditions: UInt32 = 128
    package static let weatherAlerts: UInt32 = 256
    package static let gpsEphemerisDownload: UInt32 = 512
    package static let explicitArchive: UInt32 = 1024
    package static let setupIncomplete: UInt32 = 2048
    package static let continueSyncAfterSoftwareUpdate: UInt32 = 4096
    package static let connectIqAppDownload: UInt32 = 8192
    package static let golfCourseDownload: UInt32 = 16384
    package static let deviceInitiatesSync: UInt32 = 32768
    package static let connectIqWatchAppDownload: UInt32 = 65536
    package static let connectIqWidgetDownload: UInt32 = 131072
    package static let connectIqWatchFaceDownload: UInt32 = 262144
    package static let connectIqDataFieldDownload: UInt32 = 524288
    package static let connectIqAppManagment: UInt32 = 1048576
    package static let swingSensor: UInt32 = 2097152
    package static let swingSensorRemote: UInt32 = 4194304
    package static let incidentDetection: UInt32 = 8388608
    package static let audioPrompts: UInt32 = 16777216
    package static let wifiVerification: UInt32 = 33554432
    package static let trueUp: UInt32 = 67108864
    package static let findMyWatch: UInt32 = 134217728
    package static let remoteManualSync: UInt32 = 268435456
    package static let liveTrackAutoStart: UInt32 = 536870912
    package static let liveTrackMessaging: UInt32 = 1073741824
    package static let instantInput: UInt32 = 2147483648
  }
  /// Values of `core_exercise_name`.
  package enum CoreExerciseName {
    package static let absJabs: UInt32 = 0
    package static let weightedAbsJabs: UInt32 = 1
    package static let alternatingPlateReach: UInt32 = 2
    package static let barbellRollout: UInt32 = 3
    package static let weightedBarbellRollout: UInt32 = 4
    package static let bodyBarObliqueTwist: UInt32 = 5
    package static let cableCorePress: UInt32 = 6
    package static let cableSideBend: UInt32 = 7
    package static let sideBend: UInt32 = 8
    package static let weightedSideBend: UInt32 = 9
    package static let crescentCircle: UInt32 = 10
    package static let weightedCrescentCircle: UInt32 = 11
    package static let cyclingRussianTwist: UInt32 = 12
    package static let weightedCyclingRussianTwist: UInt32 = 13
    package static let elevatedFeetRussianTwist: UInt32 = 14
    package static let weightedElevatedFeetRussianTwist: UInt32 = 15
    package static let halfTurkishGetUp: UInt32 = 16
    package static let kettlebellWindmill: UInt32 = 17
    package static let kneelingAbWheel: UInt32 = 18
    package static let weightedKneelingAbWheel: UInt32 = 19
    package static let modifiedFrontLever: UInt32 = 20
    package static let openKneeTucks: UInt32 = 21
    package static let weightedOpenKneeTucks: UInt32 = 22
    package static let sideAbsLegLift: UInt32 = 23
    package static let weightedSideAbsLegLift: UInt32 = 24
    package static let swissBallJackknife: UInt32 = 25
    package static let weightedSwissBallJackknife: UInt32 = 26
    package static let swissBallPike: UInt32 = 27
    package static let weightedSwissBallPike: UInt32 = 28
    package static let swissBallRollout: UInt32 = 29
    package static let weightedSwissBallRollout: UInt32 = 30
    package static let triangleHipPress: UInt32 = 31
    package static let weightedTriangleHipPress: UInt32 = 32
    package static let trxSuspendedJackknife: UInt32 = 33
    package static let weightedTrxSuspendedJackknife: UInt32 = 34
    package static let uBoat: UInt32 = 35
    package static let weightedUBoat: UInt32 = 36
    package static let windmillSwitches: UInt32 = 37
    package static let weightedWindmillSwitches: UInt32 = 38
    package static let alternatingSlideOut: UInt32 = 39
    package static let weightedAlternatingSlideOut: UInt32 = 40
    package static let ghdBackExtensions: UInt32 = 41
    package static let weightedGhdBackExtensions: UInt32 = 42
    package static let overheadWalk: UInt32 = 43
    package static let inchworm: UInt32 = 44
    package static let weightedModifiedFrontLever: UInt32 = 45
    package static let russianTwist: UInt32 = 46
    package static let abdominalLegRotations: UInt32 = 47
    package static let armAndLegExtensionOnKnees: UInt32 = 48
    package static let bicycle: UInt32 = 49
    package static let bicepCurlWithLegExtension: UInt32 = 50
    package static let catCow: UInt32 = 51
    package static let corkscrew: UInt32 = 52
    package static let crissCross: UInt32 = 53
    package static let crissCrossWithBall: UInt32 = 54
    package static let doubleLegStretch: UInt32 = 55
    package static let kneeFolds: UInt32 = 56
    package static let lowerLift: UInt32 = 57
    package static let neckPull: UInt32 = 58
    package static let pelvicClocks: UInt32 = 59
    package static let rollOver: UInt32 = 60
    package static let rollUp: UInt32 = 61
    package static let rolling: UInt32 = 62
    package static let rowing1: UInt32 = 63
    package static let rowing2: UInt32 = 64
    package static let scissors: UInt32 = 65
    package static let singleLegCircles: UInt32 = 66
    package static let singleLegStretch: UInt32 = 67
    package static let snakeTwist1And2: UInt32 = 68
    package static let swan: UInt32 = 69
    package static let swimming: UInt32 = 70
    package static let teaser: UInt32 = 71
    package static let theHundred: UInt32 = 72
    package static let bicepCurlWithLegExtensionWithWeights: UInt32 = 73
    package static let hangingLSit: UInt32 = 75
    package static let lowerLiftWithWeights: UInt32 = 77
    package static let ringLSit: UInt32 = 79
    package static let rowing1WithWeights: UInt32 = 80
    package static let rowing2WithWeights: UInt32 = 81
    package static let scissorsWithWeights: UInt32 = 82
    package static let singleLegStretchWithWeights: UInt32 = 83
    package static let toesToElbows: UInt32 = 84
    package static let weightedCrissCross: UInt32 = 85
    package static let weightedDoubleLegStretch: UInt32 = 86
    package static let weightedTheHundred: UInt32 = 87
    package static let lSit: UInt32 = 88
    package static let turkishGetUp: UInt32 = 89
    package static let weightedRingLSit: UInt32 = 90
    package static let weightedHangingLSit: UInt32 = 91
    package static let weightedLSit: UInt32 = 92
    package static let sideBendLowWheelchair: UInt32 = 93
    package static let sideBendMidWheelchair: UInt32 = 94
    package static let sideBendHighWheelchair: UInt32 = 95
    package static let seatedSideBend: UInt32 = 96
  }
  /// Values of `course_capabilities`.
  package enum CourseCapabilities {
    package static let processed: UInt32 = 1
    package static let valid: UInt32 = 2
    package static let time: UInt32 = 4
    package static let distance: UInt32 = 8
    package static let position: UInt32 = 16
    package static let heartRate: UInt32 = 32
    package static let power: UInt32 = 64
    package static let cadence: UInt32 = 128
    package static let training: UInt32 = 256
    package static let navigation: UInt32 = 512
    package static let bikeway: UInt32 = 1024
    package static let aviation: UInt32 = 4096
  }
  /// Values of `course_point`.
  package enum CoursePoint {
    package static let generic: UInt32 = 0
    package static let summit: UInt32 = 1
    package static let valley: UInt32 = 2
    package static let water: UInt32 = 3
    package static let food: UInt32 = 4
    package static let danger: UInt32 = 5
    package static let left: UInt32 = 6
    package static let right: UInt32 = 7
    package static let straight: UInt32 = 8
    package static let firstAid: UInt32 = 9
    package static let fourthCategory: UInt32 = 10
    package static let thirdCategory: UInt32 = 11
    package static let secondCategory: UInt32 = 12
    package static let firstCategory: UInt32 = 13
    package static let horsCategory: UInt32 = 14
    package static let sprint: UInt32 = 15
    package static let leftFork: UInt32 = 16
    package static let rightFork: UInt32 = 17
    package static let middleFork: UInt32 = 18
    package static let slightLeft: UInt32 = 19
    package static let sharpLeft: UInt32 = 20
    package static let slightRight: UInt32 = 21
    package static let sharpRight: UInt32 = 22
    package static let uTurn: UInt32 = 23
    package static let segmentStart: UInt32 = 24
    package static let segmentEnd: UInt32 = 25
    package static let campsite: UInt32 = 27
    package static let aidStation: UInt32 = 28
    package static let restArea: UInt32 = 29
    package static let generalDistance: UInt32 = 30
    package static let service: UInt32 = 31
    package static let energyGel: UInt32 = 32
    package static let sportsDrink: UInt32 = 33
    package static let mileMarker: UInt32 = 34
    package static let checkpoint: UInt32 = 35
    package static let shelter: UInt32 = 36
    package static let meetingSpot: UInt32 = 37
    package static let overlook: UInt32 = 38
    package static let toilet: UInt32 = 39
    package static let shower: UInt32 = 40
    package static let gear: UInt32 = 41
    package static let sharpCurve: UInt32 = 42
    package static let steepIncline: UInt32 = 43
    package static let tunnel: UInt32 = 44
    package static let bridge: UInt32 = 45
    package static let obstacle: UInt32 = 46
    package static let crossing: UInt32 = 47
    package static let store: UInt32 = 48
    package static let transition: UInt32 = 49
    package static let navaid: UInt32 = 50
    package static let transport: UInt32 = 51
    package static let alert: UInt32 = 52
    package static let info: UInt32 = 53
  }
  /// Values of `crunch_exercise_name`.
  package enum CrunchExerciseName {
    package static let bicycleCrunch: UInt32 = 0
    package static let cableCrunch: UInt32 = 1
    package static let circularArmCrunch: UInt32 = 2
    package static let crossedArmsCrunch: UInt32 = 3
    package static let weightedCrossedArmsCrunch: UInt32 = 4
    package static let crossLegReverseCrunch: UInt32 = 5
    package static let weightedCrossLegReverseCrunch: UInt32 = 6
    package static let crunchChop: UInt32 = 7
    package static let weightedCrunchChop: UInt32 = 8
    package static let doubleCrunch: UInt32 = 9
    package static let weightedDoubleCrunch: UInt32 = 10
    package static let elbowToKneeCrunch: UInt32 = 11
    package static let weightedElbowToKneeCrunch: UInt32 = 12
    package static let flutterKicks: UInt32 = 13
    package static let weightedFlutterKicks: UInt32 = 14
    package static let foamRollerReverseCrunchOnBench: UInt32 = 15
    package static let weightedFoamRollerReverseCrunchOnBench: UInt32 = 16
    package static let foamRollerReverseCrunchWithDumbbell: UInt32 = 17
    package static let foamRollerReverseCrunchWithMedicineBall: UInt32 = 18
    package static let frogPress: UInt32 = 19
    package static let hangingKneeRaiseObliqueCrunch: UInt32 = 20
    package static let weightedHangingKneeRaiseObliqueCrunch: UInt32 = 21
    package static let hipCrossover: UInt32 = 22
    package static let weightedHipCrossover: UInt32 = 23
    package static let hollowRock: UInt32 = 24
    package static let weightedHollowRock: UInt32 = 25
    package static let inclineReverseCrunch: UInt32 = 26
    package static let weightedInclineReverseCrunch: UInt32 = 27
    package static let kneelingCableCrunch: UInt32 = 28
    package static let kneelingCrossCrunch: UInt32 = 29
    package static let weightedKneelingCrossCrunch: UInt32 = 30
    package static let kneelingObliqueCableCrunch: UInt32 = 31
    package static let kneesToElbow: UInt32 = 32
    package static let legExtensions: UInt32 = 33
    package static let weightedLegExtensions: UInt32 = 34
    package static let legLevers: UInt32 = 35
    package static let mcgillCurlUp: UInt32 = 36
    package static let weightedMcgillCurlUp: UInt32 = 37
    package static let modifiedPilatesRollUpWithBall: UInt32 = 38
    package static let weightedModifiedPilatesRollUpWithBall: UInt32 = 39
    package static let pilatesCrunch: UInt32 = 40
    package static let weightedPilatesCrunch: UInt32 = 41
    package static let pilatesRollUpWithBall: UInt32 = 42
    package static let weightedPilatesRollUpWithBall: UInt32 = 43
    package static let raisedLegsCrunch: UInt32 = 44
    package static let weightedRaisedLegsCrunch: UInt32 = 45
    package static let reverseCrunch: UInt32 = 46
    package static let weightedReverseCrunch: UInt32 = 47
    package static let reverseCrunchOnABench: UInt32 = 48
    package static let weightedReverseCrunchOnABench: UInt32 = 49
    package static let reverseCurlAndLift: UInt32 = 50
    package static let weightedReverseCurlAndLift: UInt32 = 51
    package static let rotationalLift: UInt32 = 52
    package static let weightedRotationalLift: UInt32 = 53
    package static let seatedAlternatingReverseCrunch: UInt32 = 54
    package static let weightedSeatedAlternatingReverseCrunch: UInt32 = 55
    package static let seatedLegU: UInt32 = 56
    package static let weightedSeatedLegU: UInt32 = 57
    package static let sideToSideCrunchAndWeave: UInt32 = 58
    package static let weightedSideToSideCrunchAndWeave: UInt32 = 59
    package static let singleLegReverseCrunch: UInt32 = 60
    package static let weightedSingleLegReverseCrunch: UInt32 = 61
    package static let skaterCrunchCross: UInt32 = 62
    package static let weightedSkaterCrunchCross: UInt32 = 63
    package static let standingCableCrunch: UInt32 = 64
    package static let standingSideCrunch: UInt32 = 65
    package static let stepClimb: UInt32 = 66
    package static let weightedStepClimb: UInt32 = 67
    package static let swissBallCrunch: UInt32 = 68
    package static let swissBallReverseCrunch: UInt32 = 69
    package static let weightedSwissBallReverseCrunch: UInt32 = 70
    package static let swissBallRussianTwist: UInt32 = 71
    package static let weightedSwissBallRussianTwist: UInt32 = 72
    package static let swissBallSideCrunch: UInt32 = 73
    package static let weightedSwissBallSideCrunch: UInt32 = 74
    package static let thoracicCrunchesOnFoamRoller: UInt32 = 75
    package static let weightedThoracicCrunchesOnFoamRoller: UInt32 = 76
    package static let tricepsCrunch: UInt32 = 77
    package static let weightedBicycleCrunch: UInt32 = 78
    package static let weightedCrunch: UInt32 = 79
    package static let weightedSwissBallCrunch: UInt32 = 80
    package static let toesToBar: UInt32 = 81
    package static let weightedToesToBar: UInt32 = 82
    package static let crunch: UInt32 = 83
    package static let straightLegCrunchWithBall: UInt32 = 84
    package static let legClimbCrunch: UInt32 = 86
  }
  /// Values of `curl_exercise_name`.
  package enum CurlExerciseName {
    package static let alternatingDumbbellBicepsCurl: UInt32 = 0
    package static let alternatingDumbbellBicepsCurlOnSwissBall: UInt32 = 1
    package static let alternatingInclineDumbbellBicepsCurl: UInt32 = 2
    package static let barbellBicepsCurl: UInt32 = 3
    package static let barbellReverseWristCurl: UInt32 = 4
    package static let barbellWristCurl: UInt32 = 5
    package static let behindTheBackBarbellReverseWristCurl: UInt32 = 6
    package static let behindTheBackOneArmCableCurl: UInt32 = 7
    package static let cableBicepsCurl: UInt32 = 8
    package static let cableHammerCurl: UInt32 = 9
    package static let cheatingBarbellBicepsCurl: UInt32 = 10
    package static let closeGripEzBarBicepsCurl: UInt32 = 11
    package static let crossBodyDumbbellHammerCurl: UInt32 = 12
    package static let deadHangBicepsCurl: UInt32 = 13
    package static let declineHammerCurl: UInt32 = 14
    package static let dumbbellBicepsCurlWithStaticHold: UInt32 = 15
    package static let dumbbellHammerCurl: UInt32 = 16
    package static let dumbbellReverseWristCurl: UInt32 = 17
    package static let dumbbellWristCurl: UInt32 = 18
    package static let ezBarPreacherCurl: UInt32 = 19
    package static let forwardBendBicepsCurl: UInt32 = 20
    package static let hammerCurlToPress: UInt32 = 21
    package static let inclineDumbbellBicepsCurl: UInt32 = 22
    package static let inclineOffsetThumbDumbbellCurl: UInt32 = 23
    package static let kettlebellBicepsCurl: UInt32 = 24
    package static let lyingConcentrationCableCurl: UInt32 = 25
    package static let oneArmPreacherCurl: UInt32 = 26
    package static let platePinchCurl: UInt32 = 27
    package static let preacherCurlWithCable: UInt32 = 28
    package static let reverseEzBarCurl: UInt32 = 29
    package static let reverseGripWristCurl: UInt32 = 30
    package static let reverseGripBarbellBicepsCurl: UInt32 = 31
    package static let seatedAlternatingDumbbellBicepsCurl: UInt32 = 32
    package static let seatedDumbbellBicepsCurl: UInt32 = 33
    package static let seatedReverseDumbbellCurl: UInt32 = 34
    package static let splitStanceOffsetPinkyDumbbellCurl: UInt32 = 35
    package static let standingAlternatingDumbbellCurls: UInt32 = 36
    package static let standingDumbbellBicepsCurl: UInt32 = 37
    package static let standingEzBarBicepsCurl: UInt32 = 38
    package static let staticCurl: UInt32 = 39
    package static let swissBallDumbbellOverheadTricepsExtension: UInt32 = 40
    package static let swissBallEzBarPreacherCurl: UInt32 = 41
    package static let twistingStandingDumbbellBicepsCurl: UInt32 = 42
    package static let wideGripEzBarBicepsCurl: UInt32 = 43
    package static let oneArmConcentrationCurl: UInt32 = 44
    package static let standingZottmanBicepsCurl: UInt32 = 45
    package static let dumbbellBicepsCurl: UInt32 = 46
    package static let dragCurlWheelchair: UInt32 = 47
    package static let dumbbellBicepsCurlWheelchair: UInt32 = 48
    package static let bottleCurl: UInt32 = 49
    package static let seatedBottleCurl: UInt32 = 50
  }
  /// Values of `dankyu_grading_scale`.
  package enum DankyuGradingScale {
    package static let v7Kyuu: UInt32 = 0
    package static let v6Kyuu: UInt32 = 1
    package static let v5Kyuu: UInt32 = 2
    package static let v4Kyuu: UInt32 = 3
    package static let v3Kyuu: UInt32 = 4
    package static let v2Kyuu: UInt32 = 5
    package static let v1Kyuu: UInt32 = 6
    package static let v1Dan: UInt32 = 7
    package static let v2Dan: UInt32 = 8
    package static let v3Dan: UInt32 = 9
    package static let v4Dan: UInt32 = 10
    package static let v5Dan: UInt32 = 11
  }
  /// Values of `date_mode`.
  package enum DateMode {
    package static let dayMonth: UInt32 = 0
    package static let monthDay: UInt32 = 1
  }
  /// Values of `date_time`.
  package enum DateTime {
    package static let min: UInt32 = 268435456
  }
  /// Values of `day_of_week`.
  package enum DayOfWeek {
    package static let sunday: UInt32 = 0
    package static let monday: UInt32 = 1
    package static let tuesday: UInt32 = 2
    package static let wednesday: UInt32 = 3
    package static let thursday: UInt32 = 4
    package static let friday: UInt32 = 5
    package static let saturday: UInt32 = 6
  }
  /// Values of `deadlift_exercise_name`.
  package enum DeadliftExerciseName {
    package static let barbellDeadlift: UInt32 = 0
    package static let barbellStraightLegDeadlift: UInt32 = 1
    package static let dumbbellDeadlift: UInt32 = 2
    package static let dumbbellSingleLegDeadliftToRow: UInt32 = 3
    package static let dumbbellStraightLegDeadlift: UInt32 = 4
    package static let kettlebellFloorToShelf: UInt32 = 5
    package static let oneArmOneLegDeadlift: UInt32 = 6
    package static let rackPull: UInt32 = 7
    package static let rotationalDumbbellStraightLegDeadlift: UInt32 = 8
    package static let singleArmDeadlift: UInt32 = 9
    package static let singleLegBarbellDeadlift: UInt32 = 10
    package static let singleLegBarbellStraightLegDeadlift: UInt32 = 11
    package static let singleLegDeadliftWithBarbell: UInt32 = 12
    package static let singleLegRdlCircuit: UInt32 = 13
    package static let singleLegRomanianDeadliftWithDumbbell: UInt32 = 14
    package static let sumoDeadlift: UInt32 = 15
    package static let sumoDeadliftHighPull: UInt32 = 16
    package static let trapBarDeadlift: UInt32 = 17
    package static let wideGripBarbellDeadlift: UInt32 = 18
    package static let kettlebellDeadlift: UInt32 = 20
    package static let kettlebellSumoDeadlift: UInt32 = 21
    package static let romanianDeadlift: UInt32 = 23
    package static let singleLegRomanianDeadliftCircuit: UInt32 = 24
    package static let straightLegDeadlift: UInt32 = 25
  }
  /// Values of `device_index`.
  package enum DeviceIndex {
    package static let creator: UInt32 = 0
  }
  /// Values of `digital_watchface_layout`.
  package enum DigitalWatchfaceLayout {
    package static let traditional: UInt32 = 0
    package static let modern: UInt32 = 1
    package static let bold: UInt32 = 2
  }
  /// Values of `display_heart`.
  package enum DisplayHeart {
    package static let bpm: UInt32 = 0
    package static let max: UInt32 = 1
    package static let reserve: UInt32 = 2
  }
  /// Values of `display_measure`.
  package enum DisplayMeasure {
    package static let metric: UInt32 = 0
    package static let statute: UInt32 = 1
    package static let nautical: UInt32 = 2
  }
  /// Values of `display_orientation`.
  package enum DisplayOrientation {
    package static let auto: UInt32 = 0
    package static let portrait: UInt32 = 1
    package static let landscape: UInt32 = 2
    package static let portraitFlipped: UInt32 = 3
    package static let landscapeFlipped: UInt32 = 4
  }
  /// Values of `display_position`.
  package enum DisplayPosition {
    package static let degree: UInt32 = 0
    package static let degreeMinute: UInt32 = 1
    package static let degreeMinuteSecond: UInt32 = 2
    package static let austrianGrid: UInt32 = 3
    package static let britishGrid: UInt32 = 4
    package static let dutchGrid: UInt32 = 5
    package static let hungarianGrid: UInt32 = 6
    package static let finnishGrid: UInt32 = 7
    package static let germanGrid: UInt32 = 8
    package static let icelandicGrid: UInt32 = 9
    package static let indonesianEquatorial: UInt32 = 10
    package static let indonesianIrian: UInt32 = 11
    package static let indonesianSouthern: UInt32 = 12
    package static let indiaZone0: UInt32 = 13
    package static let indiaZoneIA: UInt32 = 14
    package static let indiaZoneIB: UInt32 = 15
    package static let indiaZoneIIA: UInt32 = 16
    package static let indiaZoneIIB: UInt32 = 17
    package static let indiaZoneIIIA: UInt32 = 18
    package static let indiaZoneIIIB: UInt32 = 19
    package static let indiaZoneIVA: UInt32 = 20
    package static let indiaZoneIVB: UInt32 = 21
    package static let irishTransverse: UInt32 = 22
    package static let irishGrid: UInt32 = 23
    package static let loran: UInt32 = 24
    package static let maidenheadGrid: UInt32 = 25
    package static let mgrsGrid: UInt32 = 26
    package static let newZealandGrid: UInt32 = 27
    package static let newZealandTransverse: UInt32 = 28
    package static let qatarGrid: UInt32 = 29
    package static let modifiedSwedishGrid: UInt32 = 30
    package static let swedishGrid: UInt32 = 31
    package static let southAfricanGrid: UInt32 = 32
    package static let swissGrid: UInt32 = 33
    package static let taiwanGrid: UInt32 = 34
    package static let unitedStatesGrid: UInt32 = 35
    package static let utmUpsGrid: UInt32 = 36
    package static let westMalayan: UInt32 = 37
    package static let borneoRso: UInt32 = 38
    package static let estonianGrid: UInt32 = 39
    package static let latvianGrid: UInt32 = 40
    package static let swedishRef99Grid: UInt32 = 41
  }
  /// Values of `display_power`.
  package enum DisplayPower {
    package static let watts: UInt32 = 0
    package static let percentFtp: UInt32 = 1
  }
  /// Values of `dive_alarm_type`.
  package enum DiveAlarmType {
    package static let depth: UInt32 = 0
    package static let time: UInt32 = 1
    package static let speed: UInt32 = 2
  }
  /// Values of `dive_alert`.
  package enum DiveAlert {
    package static let ndlReached: UInt32 = 0
    package static let gasSwitchPrompted: UInt32 = 1
    package static let nearSurface: UInt32 = 2
    package static let approachingNdl: UInt32 = 3
    package static let po2Warn: UInt32 = 4
    package static let po2CritHigh: UInt32 = 5
    package static let po2CritLow: UInt32 = 6
    package static let timeAlert: UInt32 = 7
    package static let depthAlert: UInt32 = 8
    package static let decoCeilingBroken: UInt32 = 9
    package static let decoComplete: UInt32 = 10
    package static let safetyStopBroken: UInt32 = 11
    package static let safetyStopComplete: UInt32 = 12
    package static let cnsWarning: UInt32 = 13
    package static let cnsCritical: UInt32 = 14
    package static let otuWarning: UInt32 = 15
    package static let otuCritical: UInt32 = 16
    package static let ascentCritical: UInt32 = 17
    package static let alertDismissedByKey: UInt32 = 18
    package static let alertDismissedByTimeout: UInt32 = 19
    package static let batteryLow: UInt32 = 20
    package static let batteryCritical: UInt32 = 21
    package static let safetyStopStarted: UInt32 = 22
    package static let approachingFirstDecoStop: UInt32 = 23
    package static let setpointSwitchAutoLow: UInt32 = 24
    package static let setpointSwitchAutoHigh: UInt32 = 25
    package static let setpointSwitchManualLow: UInt32 = 26
    package static let setpointSwitchManualHigh: UInt32 = 27
    package static let autoSetpointSwitchIgnored: UInt32 = 28
    package static let switchedToOpenCircuit: UInt32 = 29
    package static let switchedToClosedCircuit: UInt32 = 30
    package static let tankBatteryLow: UInt32 = 32
    package static let po2CcrDilLow: UInt32 = 33
    package static let decoStopCleared: UInt32 = 34
    package static let apneaNeutralBuoyancy: UInt32 = 35
    package static let apneaTargetDepth: UInt32 = 36
    package static let apneaSurface: UInt32 = 37
    package static let apneaHighSpeed: UInt32 = 38
    package static let apneaLowSpeed: UInt32 = 39
  }
  /// Values of `dive_backlight_mode`.
  package enum DiveBacklightMode {
    package static let atDepth: UInt32 = 0
    package static let alwaysOn: UInt32 = 1
  }
  /// Values of `dive_gas_mode`.
  package enum DiveGasMode {
    package static let openCircuit: UInt32 = 0
    package static let closedCircuitDiluent: UInt32 = 1
  }
  /// Values of `dive_gas_status`.
  package enum DiveGasStatus {
    package static let disabled: UInt32 = 0
    package static let enabled: UInt32 = 1
    package static let backupOnly: UInt32 = 2
  }
  /// Values of `dive_section_type`.
  package enum DiveSectionType {
    package static let ascent: UInt32 = 0
    package static let descent: UInt32 = 1
    package static let hang: UInt32 = 2
  }
  /// Values of `elliptical_exercise_name`.
  package enum EllipticalExerciseName {
    package static let elliptical: UInt32 = 0
  }
  /// Values of `event`.
  package enum Event {
    package static let timer: UInt32 = 0
    package static let workout: UInt32 = 3
    package static let workoutStep: UInt32 = 4
    package static let powerDown: UInt32 = 5
    package static let powerUp: UInt32 = 6
    package static let offCourse: UInt32 = 7
    package static let session: UInt32 = 8
    package static let lap: UInt32 = 9
    package static let coursePoint: UInt32 = 10
    package static let battery: UInt32 = 11
    package static let virtualPartnerPace: UInt32 = 12
    package static let hrHighAlert: UInt32 = 13
    package static let hrLowAlert: UInt32 = 14
    package static let speedHighAlert: UInt32 = 15
    package static let speedLowAlert: UInt32 = 16
    package static let cadHighAlert: UInt32 = 17
    package static let cadLowAlert: UInt32 = 18
    package static let powerHighAlert: UInt32 = 19
    package static let powerLowAlert: UInt32 = 20
    package static let recoveryHr: UInt32 = 21
    package static let batteryLow: UInt32 = 22
    package static let timeDurationAlert: UInt32 = 23
    package static let distanceDurationAlert: UInt32 = 24
    package static let calorieDurationAlert: UInt32 = 25
    package static let activity: UInt32 = 26
    package static let fitnessEquipment: UInt32 = 27
    package static let length: UInt32 = 28
    package static let userMarker: UInt32 = 32
    package static let sportPoint: UInt32 = 33
    package static let calibration: UInt32 = 36
    package static let frontGearChange: UInt32 = 42
    package static let rearGearChange: UInt32 = 43
    package static let riderPositionChange: UInt32 = 44
    package static let elevHighAlert: UInt32 = 45
    package static let elevLowAlert: UInt32 = 46
    package static let commTimeout: UInt32 = 47
    package static let autoActivityDetect: UInt32 = 54
    package static let diveAlert: UInt32 = 56
    package static let diveGasSwitched: UInt32 = 57
    package static let tankPressureReserve: UInt32 = 71
    package static let tankPressureCritical: UInt32 = 72
    package static let tankLost: UInt32 = 73
    package static let radarThreatAlert: UInt32 = 75
    package static let tankBatteryLow: UInt32 = 76
    package static let tankPodConnected: UInt32 = 81
    package static let tankPodDisconnected: UInt32 = 82
  }
  /// Values of `event_type`.
  package enum EventType {
    package static let start: UInt32 = 0
    package static let stop: UInt32 = 1
    package static let consecutiveDepreciated: UInt32 = 2
    package static let marker: UInt32 = 3
    package static let stopAll: UInt32 = 4
    package static let beginDepreciated: UInt32 = 5
    package static let endDepreciated: UInt32 = 6
    package static let endAllDepreciated: UInt32 = 7
    package static let stopDisable: UInt32 = 8
    package static let stopDisableAll: UInt32 = 9
  }
  /// Values of `ewbank_grading_scale`.
  package enum EwbankGradingScale {
    package static let v4: UInt32 = 0
    package static let v5: UInt32 = 1
    package static let v6: UInt32 = 2
    package static let v7: UInt32 = 3
    package static let v8: UInt32 = 4
    package static let v9: UInt32 = 5
    package static let v10: UInt32 = 6
    package static let v11: UInt32 = 7
    package static let v12: UInt32 = 8
    package static let v13: UInt32 = 9
    package static let v14: UInt32 = 10
    package static let v15: UInt32 = 11
    package static let v16: UInt32 = 12
    package static let v17: UInt32 = 13
    package static let v18: UInt32 = 14
    package static let v19: UInt32 = 15
    package static let v20: UInt32 = 16
    package static let v21: UInt32 = 17
    package static let v22: UInt32 = 18
    package static let v23: UInt32 = 19
    package static let v24: UInt32 = 20
    package static let v25: UInt32 = 21
    package static let v26: UInt32 = 22
    package static let v27: UInt32 = 23
    package static let v28: UInt32 = 24
    package static let v29: UInt32 = 25
    package static let v30: UInt32 = 26
    package static let v31: UInt32 = 27
    package static let v32: UInt32 = 28
    package static let v33: UInt32 = 29
    package static let v34: UInt32 = 30
    package static let v35: UInt32 = 31
    package static let v36: UInt32 = 32
    package static let v37: UInt32 = 33
    package static let v38: UInt32 = 34
  }
  /// Values of `exd_data_units`.
  package enum ExdDataUnits {
    package static let noUnits: UInt32 = 0
    package static let laps: UInt32 = 1
    package static let milesPerHour: UInt32 = 2
    package static let kilometersPerHour: UInt32 = 3
    package static let feetPerHour: UInt32 = 4
    package static let metersPerHour: UInt32 = 5
    package static let degreesCelsius: UInt32 = 6
    package static let degreesFarenheit: UInt32 = 7
    package static let zone: UInt32 = 8
    package static let gear: UInt32 = 9
    package static let rpm: UInt32 = 10
    package static let bpm: UInt32 = 11
    package static let degrees: UInt32 = 12
    package static let millimeters: UInt32 = 13
    package static let meters: UInt32 = 14
    package static let kilometers: UInt32 = 15
    package static let feet: UInt32 = 16
    package static let yards: UInt32 = 17
    package static let kilofeet: UInt32 = 18
    package static let miles: UInt32 = 19
    package static let time: UInt32 = 20
    package static let enumTurnType: UInt32 = 21
    package static let percent: UInt32 = 22
    package static let watts: UInt32 = 23
    package static let wattsPerKilogram: UInt32 = 24
    package static let enumBatteryStatus: UInt32 = 25
    package static let enumBikeLightBeamAngleMode: UInt32 = 26
    package static let enumBikeLightBatteryStatus: UInt32 = 27
    package static let enumBikeLightNetworkConfigType: UInt32 = 28
    package static let lights: UInt32 = 29
    package static let seconds: UInt32 = 30
    package static let minutes: UInt32 = 31
    package static let hours: UInt32 = 32
    package static let calories: UInt32 = 33
    package static let kilojoules: UInt32 = 34
    package static let milliseconds: UInt32 = 35
    package static let secondPerMile: UInt32 = 36
    package static let secondPerKilometer: UInt32 = 37
    package static let centimeter: UInt32 = 38
    package static let enumCoursePoint: UInt32 = 39
    package static let bradians: UInt32 = 40
    package static let enumSport: UInt32 = 41
    package static let inchesHg: UInt32 = 42
    package static let mmHg: UInt32 = 43
    package static let mbars: UInt32 = 44
    package static let hectoPascals: UInt32 = 45
    package static let feetPerMin: UInt32 = 46
    package static let metersPerMin: UInt32 = 47
    package static let metersPerSec: UInt32 = 48
    package static let eightCardinal: UInt32 = 49
  }
  /// Values of `exd_descriptors`.
  package enum ExdDescriptors {
    package static let bikeLightBatteryStatus: UInt32 = 0
    package static let beamAngleStatus: UInt32 = 1
    package static let bateryLevel: UInt32 = 2
    package static let lightNetworkMode: UInt32 = 3
    package static let numberLightsConnected: UInt32 = 4
    package static let cadence: UInt32 = 5
    package static let distance: UInt32 = 6
    package static let estimatedTimeOfArrival: UInt32 = 7
    package static let heading: UInt32 = 8
    package static let time: UInt32 = 9
    package static let batteryLevel: UInt32 = 10
    package static let trainerResistance: UInt32 = 11
    package static let trainerTargetPower: UInt32 = 12
    package static let timeSeated: UInt32 = 13
    package static let timeStanding: UInt32 = 14
    package static let elevation: UInt32 = 15
    package static let grade: UInt32 = 16
    package static let ascent: UInt32 = 17
    package static let descent: UInt32 = 18
    package static let verticalSpeed: UInt32 = 19
    package static let di2BatteryLevel: UInt32 = 20
    package static let frontGear: UInt32 = 21
    package static let rearGear: UInt32 = 22
    package static let gearRatio: UInt32 = 23
    package static let heartRate: UInt32 = 24
    package static let heartRateZone: UInt32 = 25
    package static let timeInHeartRateZone: UInt32 = 26
    package static let heartRateReserve: UInt32 = 27
    package static let calories: UInt32 = 28
    package static let gpsAccuracy: UInt32 = 29
    package static let gpsSignalStrength: UInt32 = 30
    package static let temperature: UInt32 = 31
    package static let timeOfDay: UInt32 = 32
    package static let balance: UInt32 = 33
    package static let pedalSmoothness: UInt32 = 34
    package static let power: UInt32 = 35
    package static let functionalThresholdPower: UInt32 = 36
    package static let intensityFactor: UInt32 = 37
    package static let work: UInt32 = 38
    package static let powerRatio: UInt32 = 39
    package static let normalizedPower: UInt32 = 40
    package static let trainingStressScore: UInt32 = 41
    package static let timeOnZone: UInt32 = 42
    package static let speed: UInt32 = 43
    package static let laps: UInt32 = 44
    package static let reps: UInt32 = 45
    package static let workoutStep: UInt32 = 46
    package static let courseDistance: UInt32 = 47
    package static let navigationDistance: UInt32 = 48
    package static let courseEstimatedTimeOfArrival: UInt32 = 49
    package static let navigationEstimatedTimeOfArrival: UInt32 = 50
    package static let courseTime: UInt32 = 51
    package static let navigationTime: UInt32 = 52
    package static let courseHeading: UInt32 = 53
    package static let navigationHeading: UInt32 = 54
    package static let powerZone: UInt32 = 55
    package static let torqueEffectiveness: UInt32 = 56
    package static let timerTime: UInt32 = 57
    package static let powerWeightRatio: UInt32 = 58
    package static let leftPlatformCenterOffset: UInt32 = 59
    package static let rightPlatformCenterOffset: UInt32 = 60
    package static let leftPowerPhaseStartAngle: UInt32 = 61
    package static let rightPowerPhaseStartAngle: UInt32 = 62
    package static let leftPowerPhaseFinishAngle: UInt32 = 63
    package static let rightPowerPhaseFinishAngle: UInt32 = 64
    package static let gears: UInt32 = 65
    package static let pace: UInt32 = 66
    package static let trainingEffect: UInt32 = 67
    package static let verticalOscillation: UInt32 = 68
    package static let verticalRatio: UInt32 = 69
    package static let groundContactTime: UInt32 = 70
    package static let leftGroundContactTimeBalance: UInt32 = 71
    package static let rightGroundContactTimeBalance: UInt32 = 72
    package static let strideLength: UInt32 = 73
    package static let runningCadence: UInt32 = 74
    package static let performanceCondition: UInt32 = 75
    package static let courseType: UInt32 = 76
    package static let timeInPowerZone: UInt32 = 77
    package static let navigationTurn: UInt32 = 78
    package static let courseLocation: UInt32 = 79
    package static let navigationLocation: UInt32 = 80
    package static let compass: UInt32 = 81
    package static let gearCombo: UInt32 = 82
    package static let muscleOxygen: UInt32 = 83
    package static let icon: UInt32 = 84
    package static let compassHeading: UInt32 = 85
    package static let gpsHeading: UInt32 = 86
    package static let gpsElevation: UInt32 = 87
    package static let anaerobicTrainingEffect: UInt32 = 88
    package static let course: UInt32 = 89
    package static let offCourse: UInt32 = 90
    package static let glideRatio: UInt32 = 91
    package static let verticalDistance: UInt32 = 92
    package static let vmg: UInt32 = 93
    package static let ambientPressure: UInt32 = 94
    package static let pressure: UInt32 = 95
    package static let vam: UInt32 = 96
  }
  /// Values of `exd_display_type`.
  package enum ExdDisplayType {
    package static let numerical: UInt32 = 0
    package static let simple: UInt32 = 1
    package static let graph: UInt32 = 2
    package static let bar: UInt32 = 3
    package static let circleGraph: UInt32 = 4
    package static let virtualPartner: UInt32 = 5
    package static let balance: UInt32 = 6
    package static let stringList: UInt32 = 7
    package static let string: UInt32 = 8
    package static let simpleDynamicIcon: UInt32 = 9
    package static let gauge: UInt32 = 10
  }
  /// Values of `exd_layout`.
  package enum ExdLayout {
    package static let fullScreen: UInt32 = 0
    package static let halfVertical: UInt32 = 1
    package static let halfHorizontal: UInt32 = 2
    package static let halfVerticalRightSplit: UInt32 = 3
    package static let halfHorizontalBottomSplit: UInt32 = 4
    package static let fullQuarterSplit: UInt32 = 5
    package static let halfVerticalLeftSplit: UInt32 = 6
    package static let halfHorizontalTopSplit: UInt32 = 7
    package static let dynamic: UInt32 = 8
  }
  /// Values of `exd_qualifiers`.
  package enum ExdQualifiers {
    package static let noQualifier: UInt32 = 0
    package static let instantaneous: UInt32 = 1
    package static let average: UInt32 = 2
    package static let lap: UInt32 = 3
    package static let maximum: UInt32 = 4
    package static let maximumAverage: UInt32 = 5
    package static let maximumLap: UInt32 = 6
    package static let lastLap: UInt32 = 7
    package static let averageLap: UInt32 = 8
    package static let toDestination: UInt32 = 9
    package static let toGo: UInt32 = 10
    package static let toNext: UInt32 = 11
    package static let nextCoursePoint: UInt32 = 12
    package static let total: UInt32 = 13
    package static let threeSecondAverage: UInt32 = 14
    package static let tenSecondAverage: UInt32 = 15
    package static let thirtySecondAverage: UInt32 = 16
    package static let percentMaximum: UInt32 = 17
    package static let percentMaximumAverage: UInt32 = 18
    package static let lapPercentMaximum: UInt32 = 19
    package static let elapsed: UInt32 = 20
    package static let sunrise: UInt32 = 21
    package static let sunset: UInt32 = 22
    package static let comparedToVirtualPartner: UInt32 = 23
    package static let maximum24h: UInt32 = 24
    package static let minimum24h: UInt32 = 25
    package static let minimum: UInt32 = 26
    package static let first: UInt32 = 27
    package static let second: UInt32 = 28
    package static let third: UInt32 = 29
    package static let shifter: UInt32 = 30
    package static let lastSport: UInt32 = 31
    package static let moving: UInt32 = 32
    package static let stopped: UInt32 = 33
    package static let estimatedTotal: UInt32 = 34
    package static let zone9: UInt32 = 242
    package static let zone8: UInt32 = 243
    package static let zone7: UInt32 = 244
    package static let zone6: UInt32 = 245
    package static let zone5: UInt32 = 246
    package static let zone4: UInt32 = 247
    package static let zone3: UInt32 = 248
    package static let zone2: UInt32 = 249
    package static let zone1: UInt32 = 250
  }
  /// Values of `exercise_category`.
  package enum ExerciseCategory {
    package static let benchPress: UInt32 = 0
    package static let calfRaise: UInt32 = 1
    package static let cardio: UInt32 = 2
    package static let carry: UInt32 = 3
    package static let chop: UInt32 = 4
    package static let core: UInt32 = 5
    package static let crunch: UInt32 = 6
    package static let curl: UInt32 = 7
    package static let deadlift: UInt32 = 8
    package static let flye: UInt32 = 9
    package static let hipRaise: UInt32 = 10
    package static let hipStability: UInt32 = 11
    package static let hipSwing: UInt32 = 12
    package static let hyperextension: UInt32 = 13
    package static let lateralRaise: UInt32 = 14
    package static let legCurl: UInt32 = 15
    package static let legRaise: UInt32 = 16
    package static let lunge: UInt32 = 17
    package static let olympicLift: UInt32 = 18
    package static let plank: UInt32 = 19
    package static let plyo: UInt32 = 20
    package static let pullUp: UInt32 = 21
    package static let pushUp: UInt32 = 22
    package static let row: UInt32 = 23
    package static let shoulderPress: UInt32 = 24
    package static let shoulderStability: UInt32 = 25
    package static let shrug: UInt32 = 26
    package static let sitUp: UInt32 = 27
    package static let squat: UInt32 = 28
    package static let totalBody: UInt32 = 29
    package static let tricepsExtension: UInt32 = 30
    package static let warmUp: UInt32 = 31
    package static let run: UInt32 = 32
    package static let bike: UInt32 = 33
    package static let cardioSensors: UInt32 = 34
    package static let move: UInt32 = 35
    package static let pose: UInt32 = 36
    package static let bandedExercises: UInt32 = 37
    package static let battleRope: UInt32 = 38
    package static let elliptical: UInt32 = 39
    package static let floorClimb: UInt32 = 40
    package static let indoorBike: UInt32 = 41
    package static let indoorRow: UInt32 = 42
    package static let ladder: UInt32 = 43
    package static let sandbag: UInt32 = 44
    package static let sled: UInt32 = 45
    package static let sledgeHammer: UInt32 = 46
    package static let stairStepper: UInt32 = 47
    package static let suspension: UInt32 = 49
    package static let tire: UInt32 = 50
    package static let runIndoor: UInt32 = 52
    package static let bikeOutdoor: UInt32 = 53
    package static let unknown: UInt32 = 65534
  }
  /// Values of `favero_product`.
  package enum FaveroProduct {
    package static let assiomaUno: UInt32 = 10
    package static let assiomaDuo: UInt32 = 12
  }
  /// Values of `file`.
  package enum File {
    package static let device: UInt32 = 1
    package static let settings: UInt32 = 2
    package static let sport: UInt32 = 3
    package static let activity: UInt32 = 4
    package static let workout: UInt32 = 5
    package static let course: UInt32 = 6
    package static let schedules: UInt32 = 7
    package static let weight: UInt32 = 9
    package static let totals: UInt32 = 10
    package static let goals: UInt32 = 11
    package static let bloodPressure: UInt32 = 14
    package static let monitoringA: UInt32 = 15
    package static let activitySummary: UInt32 = 20
    package static let monitoringDaily: UInt32 = 28
    package static let monitoringB: UInt32 = 32
    package static let segment: UInt32 = 34
    package static let segmentList: UInt32 = 35
    package static let exdConfiguration: UInt32 = 40
    package static let mfgRangeMin: UInt32 = 247
    package static let mfgRangeMax: UInt32 = 254
  }
  /// Values of `file_flags`.
  package enum FileFlags {
    package static let read: UInt32 = 2
    package static let write: UInt32 = 4
    package static let erase: UInt32 = 8
  }
  /// Values of `fit_base_type`.
  package enum FitBaseType {
    package static let `enum`: UInt32 = 0
    package static let sint8: UInt32 = 1
    package static let uint8: UInt32 = 2
    package static let string: UInt32 = 7
    package static let uint8z: UInt32 = 10
    package static let byte: UInt32 = 13
    package static let sint16: UInt32 = 131
    package static let uint16: UInt32 = 132
    package static let sint32: UInt32 = 133
    package static let uint32: UInt32 = 134
    package static let float32: UInt32 = 136
    package static let float64: UInt32 = 137
    package static let uint16z: UInt32 = 139
    package static let uint32z: UInt32 = 140
    package static let sint64: UInt32 = 142
    package static let uint64: UInt32 = 143
    package static let uint64z: UInt32 = 144
  }
  /// Values of `fit_base_unit`.
  package enum FitBaseUnit {
    package static let other: UInt32 = 0
    package static let kilogram: UInt32 = 1
    package static let pound: UInt32 = 2
  }
  /// Values of `fitness_equipment_state`.
  package enum FitnessEquipmentState {
    package static let ready: UInt32 = 0
    package static let inUse: UInt32 = 1
    package static let paused: UInt32 = 2
    package static let unknown: UInt32 = 3
  }
  /// Values of `floor_climb_exercise_name`.
  package enum FloorClimbExerciseName {
    package static let floorClimb: UInt32 = 0
  }
  /// Values of `flye_exercise_name`.
  package enum FlyeExerciseName {
    package static let cableCrossover: UInt32 = 0
    package static let declineDumbbellFlye: UInt32 = 1
    package static let dumbbellFlye: UInt32 = 2
    package static let inclineDumbbellFlye: UInt32 = 3
    package static let kettlebellFlye: UInt32 = 4
    package static let kneelingRearFlye: UInt32 = 5
    package static let singleArmStandingCableReverseFlye: UInt32 = 6
    package static let swissBallDumbbellFlye: UInt32 = 7
    package static let armRotations: UInt32 = 8
    package static let hugATree: UInt32 = 9
    package static let faceDownInclineReverseFlye: UInt32 = 10
    package static let inclineReverseFlye: UInt32 = 11
    package static let rearDeltFlyWheelchair: UInt32 = 12
  }
  /// Values of `font_grading_scale`.
  package enum FontGradingScale {
    package static let v1: UInt32 = 0
    package static let v2: UInt32 = 1
    package static let v3: UInt32 = 2
    package static let v4: UInt32 = 3
    package static let v4Plus: UInt32 = 4
    package static let v5: UInt32 = 5
    package static let v5Plus: UInt32 = 6
    package static let v6a: UInt32 = 7
    package static let v6aPlus: UInt32 = 8
    package static let v6b: UInt32 = 9
    package static let v6bPlus: UInt32 = 10
    package static let v6c: UInt32 = 11
    package static let v6cPlus: UInt32 = 12
    package static let v7a: UInt32 = 13
    package static let v7aPlus: UInt32 = 14
    package static let v7b: UInt32 = 15
    package static let v7bPlus: UInt32 = 16
    package static let v7c: UInt32 = 17
    package static let v7cPlus: UInt32 = 18
    package static let v8a: UInt32 = 19
    package static let v8aPlus: UInt32 = 20
    package static let v8b: UInt32 = 21
    package static let v8bPlus: UInt32 = 22
    package static let v8c: UInt32 = 23
    package static let v8cPlus: UInt32 = 24
    package static let v9a: UInt32 = 25
  }
  /// Values of `french_grading_scale`.
  package enum FrenchGradingScale {
    package static let v1: UInt32 = 0
    package static let v2: UInt32 = 1
    package static let v3: UInt32 = 2
    package static let v4a: UInt32 = 3
    package static let v4b: UInt32 = 4
    package static let v4c: UInt32 = 5
    package static let v5a: UInt32 = 6
    package static let v5b: UInt32 = 7
    package static let v5c: UInt32 = 8
    package static let v6a: UInt32 = 9
    package static let v6aPlus: UInt32 = 10
    package static let v6b: UInt32 = 11
    package static let v6bPlus: UInt32 = 12
    package static let v6c: UInt32 = 13
    package static let v6cPlus: UInt32 = 14
    package static let v7a: UInt32 = 15
    package static let v7aPlus: UInt32 = 16
    package static let v7b: UInt32 = 17
    package static let v7bPlus: UInt32 = 18
    package static let v7c: UInt32 = 19
    package static let v7cPlus: UInt32 = 20
    package static let v8a: UInt32 = 21
    package static let v8aPlus: UInt32 = 22
    package static let v8b: UInt32 = 23
    package static let v8bPlus: UInt32 = 24
    package static let v8c: UInt32 = 25
    package static let v8cPlus: UInt32 = 26
    package static let v9a: UInt32 = 27
    package static let v9aPlus: UInt32 = 28
    package static let v9b: UInt32 = 29
  }
  /// Values of `garmin_product`.
  package enum GarminProduct {
    package static let hrm1: UInt32 = 1
    package static let axh01: UInt32 = 2
    package static let axb01: UInt32 = 3
    package static let axb02: UInt32 = 4
    package static let hrm2ss: UInt32 = 5
    package static let dsiAlf02: UInt32 = 6
    package static let hrm3ss: UInt32 = 7
    package static let hrmRunSingleByteProductId: UInt32 = 8
    package static let bsm: UInt32 = 9
    package static let bcm: UInt32 = 10
    package static let axs01: UInt32 = 11
    package static let hrmTriSingleByteProductId: UInt32 = 12
    package static let hrm4RunSingleByteProductId: UInt32 = 13
    package static let fr225SingleByteProductId: UInt32 = 14
    package static let gen3BsmSingleByteProductId: UInt32 = 15
    package static let gen3BcmSingleByteProductId: UInt32 = 16
    package static let hrmFitSingleByteProductId: UInt32 = 22
    package static let oHR: UInt32 = 255
    package static let fr301China: UInt32 = 473
    package static let fr301Japan: UInt32 = 474
    package static let fr301Korea: UInt32 = 475
    package static let fr301Taiwan: UInt32 = 494
    package static let fr405: UInt32 = 717
    package static let fr50: UInt32 = 782
    package static let fr405Japan: UInt32 = 987
    package static let fr60: UInt32 = 988
    package static let dsiAlf01: UInt32 = 1011
    package static let fr310xt: UInt32 = 1018
    package static let edge500: UInt32 = 1036
    package static let fr110: UInt32 = 1124
    package static let edge800: UInt32 = 1169
    package static let edge500Taiwan: UInt32 = 1199
    package static let edge500Japan: UInt32 = 1213
    package static let chirp: UInt32 = 1253
    package static let fr110Japan: UInt32 = 1274
    package static let edge200: UInt32 = 1325
    package static let fr910xt: UInt32 = 1328
    package static let edge800Taiwan: UInt32 = 1333
    package static let edge800Japan: UInt32 = 1334
    package static let alf04: UInt32 = 1341
    package static let fr610: UInt32 = 1345
    package static let fr210Japan: UInt32 = 1360
    package static let vectorSs: UInt32 = 1380
    package static let vectorCp: UInt32 = 1381
    package static let edge800China: UInt32 = 1386
    package static let edge500China: UInt32 = 1387
    package static let approachG10: UInt32 = 1405
    package static let fr610Japan: UInt32 = 1410
    package static let edge500Korea: UInt32 = 1422
    package static let fr70: UInt32 = 1436
    package static let fr310xt4t: UInt32 = 1446
    package static let amx: UInt32 = 1461
    package static let fr10: UInt32 = 1482
    package static let edge800Korea: UInt32 = 1497
    package static let swim: UInt32 = 1499
    package static let fr910xtChina: UInt32 = 1537
    package static let fenix: UInt32 = 1551
    package static let edge200Taiwan: UInt32 = 1555
    package static let edge510: UInt32 = 1561
    package static let edge810: UInt32 = 1567
    package static let tempe: UInt32 = 1570
    package static let fr910xtJapan: UInt32 = 1600
    package static let fr620: UInt32 = 1623
    package static let fr220: UInt32 = 1632
    package static let fr910xtKorea: UInt32 = 1664
    package static let fr10Japan: UInt32 = 1688
    package static let edge810Japan: UInt32 = 1721
    package static let virbElite: UInt32 = 1735
    package static let edgeTouring: UInt32 = 1736
    package static let edge510Japan: UInt32 = 1742
    package static let hrmTri: UInt32 = 1743
    package static let hrmRun: UInt32 = 1752
    package static let fr920xt: UInt32 = 1765
    package static let edge510Asia: UInt32 = 1821
    package static let edge810China: UInt32 = 1822
    package static let edge810Taiwan: UInt32 = 1823
    package static let edge1000: UInt32 = 1836
    package static let vivoFit: UInt32 = 1837
    package static let virbRemote: UInt32 = 1853
    package static let vivoKi: UInt32 = 1885
    package static let fr15: UInt32 = 1903
    package static let vivoActive: UInt32 = 1907
    package static let edge510Korea: UInt32 = 1918
    package static let fr620Japan: UInt32 = 1928
    package static let fr620China: UInt32 = 1929
    package static let fr220Japan: UInt32 = 1930
    package static let fr220China: UInt32 = 1931
    package static let approachS6: UInt32 = 1936
    package static let vivoSmart: UInt32 = 1956
    package static let fenix2: UInt32 = 1967
    package static let epix: UInt32 = 1988
    package static let fenix3: UInt32 = 2050
    package static let edge1000Taiwan: UInt32 = 2052
    package static let edge1000Japan: UInt32 = 2053
    package static let fr15Japan: UInt32 = 2061
    package static let edge520: UInt32 = 2067
    package static let edge1000China: UInt32 = 2070
    package static let fr620Russia: UInt32 = 2072
    package static let fr220Russia: UInt32 = 2073
    package static let vectorS: UInt32 = 2079
    package static let edge1000Korea: UInt32 = 2100
    package static let fr920xtTaiwan: UInt32 = 2130
    package static let fr920xtChina: UInt32 = 2131
    package static let fr920xtJapan: UInt32 = 2132
    package static let virbx: UInt32 = 2134
    package static let vivoSmartApac: UInt32 = 2135
    package static let etrexTouch: UInt32 = 2140
    package static let edge25: UInt32 = 2147
    package static let fr25: UInt32 = 2148
    package static let vivoFit2: UInt32 = 2150
    package static let fr225: UInt32 = 2153
    package static let fr630: UInt32 = 2156
    package static let fr230: UInt32 = 2157
    package static let fr735xt: UInt32 = 2158
    package static let vivoActiveApac: UInt32 = 2160
    package static let vector2: UInt32 = 2161
    package static let vector2s: UInt32 = 2162
    package static let virbxe: UInt32 = 2172
    package static let fr620Taiwan: UInt32 = 2173
    package static let fr220Taiwan: UInt32 = 2174
    package static let truswing: UInt32 = 2175
    package static let d2airvenu: UInt32 = 2187
    package static let fenix3China: UInt32 = 2188
    package static let fenix3Twn: UInt32 = 2189
    package static let variaHeadlight: UInt32 = 2192
    package static let variaTaillightOld: UInt32 = 2193
    package static let edgeExplore1000: UInt32 = 2204
    package static let fr225Asia: UInt32 = 2219
    package static let variaRadarTaillight: UInt32 = 2225
    package static let variaRadarDisplay: UInt32 = 2226
    package static let edge20: UInt32 = 2238
    package static let edge520Asia: UInt32 = 2260
    package static let edge520Japan: UInt32 = 2261
    package static let d2Bravo: UInt32 = 2262
    package static let approachS20: UInt32 = 2266
    package static let vivoSmart2: UInt32 = 2271
    package static let edge1000Thai: UInt32 = 2274
    package static let variaRemote: UInt32 = 2276
    package static let edge25Asia: UInt32 = 2288
    package static let edge25Jpn: UInt32 = 2289
    package static let edge20Asia: UInt32 = 2290
    package static let approachX40: UInt32 = 2292
    package static let fenix3Japan: UInt32 = 2293
    package static let vivoSmartEmea: UInt32 = 2294
    package static let fr630Asia: UInt32 = 2310
    package static let fr630Jpn: UInt32 = 2311
    package static let fr230Jpn: UInt32 = 2313
    package static let hrm4Run: UInt32 = 2327
    package static let epixJapan: UInt32 = 2332
    package static let vivoActiveHr: UInt32 = 2337
    package static let vivoSmartGpsHr: UInt32 = 2347
    package static let vivoSmartHr: UInt32 = 2348
    package static let vivoSmartHrAsia: UInt32 = 2361
    package static let vivoSmartGpsHrAsia: UInt32 = 2362
    package static let vivoMove: UInt32 = 2368
    package static let variaTaillight: UInt32 = 2379
    package static let fr235Asia: UInt32 = 2396
    package static let fr235Japan: UInt32 = 2397
    package static let variaVision: UInt32 = 2398
    package static let vivoFit3: UInt32 = 2406
    package static let fenix3Korea: UInt32 = 2407
    package static let fenix3Sea: UInt32 = 2408
    package static let fenix3Hr: UInt32 = 2413
    package static let virbUltra30: UInt32 = 2417
    package static let indexSmartScale: UInt32 = 2429
    package static let fr235: UInt32 = 2431
    package static let fenix3Chronos: UInt32 = 2432
    package static let oregon7xx: UInt32 = 2441
    package static let rino7xx: UInt32 = 2444
    package static let epixKorea: UInt32 = 2457
    package static let fenix3HrChn: UInt32 = 2473
    package static let fenix3HrTwn: UInt32 = 2474
    package static let fenix3HrJpn: UInt32 = 2475
    package static let fenix3HrSea: UInt32 = 2476
    package static let fenix3HrKor: UInt32 = 2477
    package static let nautix: UInt32 = 2496
    package static let vivoActiveHrApac: UInt32 = 2497
    package static let fr35: UInt32 = 2503
    package static let oregon7xxWw: UInt32 = 2512
    package static let edge820: UInt32 = 2530
    package static let edgeExplore820: UInt32 = 2531
    package static let fr735xtApac: UInt32 = 2533
    package static let fr735xtJapan: UInt32 = 2534
    package static let fenix5s: UInt32 = 2544
    package static let d2BravoTitanium: UInt32 = 2547
    package static let variaUt800: UInt32 = 2567
    package static let runningDynamicsPod: UInt32 = 2593
    package static let edge820China: UInt32 = 2599
    package static let edge820Japan: UInt32 = 2600
    package static let fenix5x: UInt32 = 2604
    package static let vivoFitJr: UInt32 = 2606
    package static let vivoSmart3: UInt32 = 2622
    package static let vivoSport: UInt32 = 2623
    package static let edge820Taiwan: UInt32 = 2628
    package static let edge820Korea: UInt32 = 2629
    package static let edge820Sea: UInt32 = 2630
    package static let fr35Hebrew: UInt32 = 2650
    package static let approachS60: UInt32 = 2656
    package static let fr35Apac: UInt32 = 2667
    package static let fr35Japan: UInt32 = 2668
    package static let fenix3ChronosAsia: UInt32 = 2675
    package static let virb360: UInt32 = 2687
    package static let fr935: UInt32 = 2691
    package static let fenix5: UInt32 = 2697
    package static let vivoactive3: UInt32 = 2700
    package static let edge1030: UInt32 = 2713
    package static let fr35Sea: UInt32 = 2727
    package static let fr235ChinaNfc: UInt32 = 2733
    package static let foretrex601701: UInt32 = 2769
    package static let vivoMoveHr: UInt32 = 2772
    package static let vector3: UInt32 = 2787
    package static let fenix5Asia: UInt32 = 2796
    package static let fenix5sAsia: UInt32 = 2797
    package static let fenix5xAsia: UInt32 = 2798
    package static let approachZ80: UInt32 = 2806
    package static let fr35Korea: UInt32 = 2814
    package static let d2charlie: UInt32 = 2819
    package static let vivoSmart3Apac: UInt32 = 2831
    package static let vivoSportApac: UInt32 = 2832
    package static let fr935Asia: UInt32 = 2833
    package static let descent: UInt32 = 2859
    package static let vivoFit4: UInt32 = 2878
    package static let fr645: UInt32 = 2886
    package static let fr645m: UInt32 = 2888
    package static let fr30: UInt32 = 2891
    package static let fenix5sPlus: UInt32 = 2900
    package static let edge130: UInt32 = 2909
    package static let edge1030Asia: UInt32 = 2924
    package static let vivosmart4: UInt32 = 2927
    package static let vivoMoveHrAsia: UInt32 = 2945
    package static let approachX10: UInt32 = 2962
    package static let fr30Asia: UInt32 = 2977
    package static let vivoactive3mW: UInt32 = 2988
    package static let fr645Asia: UInt32 = 3003
    package static let fr645mAsia: UInt32 = 3004
    package static let edgeExplore: UInt32 = 3011
    package static let gpsmap66: UInt32 = 3028
    package static let approachS10: UInt32 = 3049
    package static let vivoactive3mL: UInt32 = 3066
    package static let fr245: UInt32 = 3076
    package static let fr245Music: UInt32 = 3077
    package static let approachG80: UInt32 = 3085
    package static let edge130Asia: UInt32 = 3092
    package static let edge1030Bontrager: UInt32 = 3095
    package static let fenix5Plus: UInt32 = 3110
    package static let fenix5xPlus: UInt32 = 3111
    package static let edge520Plus: UInt32 = 3112
    package static let fr945: UInt32 = 3113
    package static let edge530: UInt32 = 3121
    package static let edge830: UInt32 = 3122
    package static let instinctEsports: UInt32 = 3126
    package static let fenix5sPlusApac: UInt32 = 3134
    package static let fenix5xPlusApac: UInt32 = 3135
    package static let edge520PlusApac: UInt32 = 3142
    package static let descentT1: UInt32 = 3143
    package static let fr235lAsia: UInt32 = 3144
    package static let fr245Asia: UInt32 = 3145
    package static let vivoActive3mApac: UInt32 = 3163
    package static let gen3Bsm: UInt32 = 3192
    package static let gen3Bcm: UInt32 = 3193
    package static let vivoSmart4Asia: UInt32 = 3218
    package static let vivoactive4Small: UInt32 = 3224
    package static let vivoactive4Large: UInt32 = 3225
    package static let venu: UInt32 = 3226
    package static let marqDriver: UInt32 = 3246
    package static let marqAviator: UInt32 = 3247
    package static let marqCaptain: UInt32 = 3248
    package static let marqCommander: UInt32 = 3249
    package static let marqExpedition: UInt32 = 3250
    package static let marqAthlete: UInt32 = 3251
    package static let descentMk2: UInt32 = 3258
    package static let fr45: UInt32 = 3282
    package static let gpsmap66i: UInt32 = 3284
    package static let fenix6SSport: UInt32 = 3287
    package static let fenix6S: UInt32 = 3288
    package static let fenix6Sport: UInt32 = 3289
    package static let fenix6: UInt32 = 3290
    package static let fenix6x: UInt32 = 3291
    package static let hrmDual: UInt32 = 3299
    package static let hrmPro: UInt32 = 3300
    package static let vivoMove3Premium: UInt32 = 3308
    package static let approachS40: UInt32 = 3314
    package static let fr245mAsia: UInt32 = 3321
    package static let edge530Apac: UInt32 = 3349
    package static let edge830Apac: UInt32 = 3350
    package static let vivoMove3: UInt32 = 3378
    package static let vivoActive4SmallAsia: UInt32 = 3387
    package static let vivoActive4LargeAsia: UInt32 = 3388
    package static let vivoActive4OledAsia: UInt32 = 3389
    package static let swim2: UInt32 = 3405
    package static let marqDriverAsia: UInt32 = 3420
    package static let marqAviatorAsia: UInt32 = 3421
    package static let vivoMove3Asia: UInt32 = 3422
    package static let fr945Asia: UInt32 = 3441
    package static let vivoActive3tChn: UInt32 = 3446
    package static let marqCaptainAsia: UInt32 = 3448
    package static let marqCommanderAsia: UInt32 = 3449
    package static let marqExpeditionAsia: UInt32 = 3450
    package static let marqAthleteAsia: UInt32 = 3451
    package static let indexSmartScale2: UInt32 = 3461
    package static let instinctSolar: UInt32 = 3466
    package static let fr45Asia: UInt32 = 3469
    package static let vivoactive3Daimler: UInt32 = 3473
    package static let legacyRey: UInt32 = 3498
    package static let legacyDarthVader: UInt32 = 3499
    package static let legacyCaptainMarvel: UInt32 = 3500
    package static let legacyFirstAvenger: UInt32 = 3501
    package static let fenix6sSportAsia: UInt32 = 3512
    package static let fenix6sAsia: UInt32 = 3513
    package static let fenix6SportAsia: UInt32 = 3514
    package static let fenix6Asia: UInt32 = 3515
    package static let fenix6xAsia: UInt32 = 3516
    package static let legacyCaptainMarvelAsia: UInt32 = 3535
    package static let legacyFirstAvengerAsia: UInt32 = 3536
    package static let legacyReyAsia: UInt32 = 3537
    package static let legacyDarthVaderAsia: UInt32 = 3538
    package static let descentMk2s: UInt32 = 3542
    package static let edge130Plus: UInt32 = 3558
    package static let edge1030Plus: UInt32 = 3570
    package static let rally200: UInt32 = 3578
    package static let fr745: UInt32 = 3589
    package static let venusqMusic: UInt32 = 3596
    package static let venusqMusicV2: UInt32 = 3599
    package static let venusq: UInt32 = 3600
    package static let lily: UInt32 = 3615
    package static let marqAdventurer: UInt32 = 3624
    package static let enduro: UInt32 = 3638
    package static let swim2Apac: UInt32 = 3639
    package static let marqAdventurerAsia: UInt32 = 3648
    package static let fr945Lte: UInt32 = 3652
    package static let descentMk2Asia: UInt32 = 3702
    package static let venu2: UInt32 = 3703
    package static let venu2s: UInt32 = 3704
    package static let venuDaimlerAsia: UInt32 = 3737
    package static let marqGolfer: UInt32 = 3739
    package static let venuDaimler: UInt32 = 3740
    package static let fr745Asia: UInt32 = 3794
    package static let variaRct715: UInt32 = 3808
    package static let lilyAsia: UInt32 = 3809
    package static let edge1030PlusAsia: UInt32 = 3812
    package static let edge130PlusAsia: UInt32 = 3813
    package static let approachS12: UInt32 = 3823
    package static let venusqAsia: UInt32 = 3837
    package static let edge1040: UInt32 = 3843
    package static let marqGolferAsia: UInt32 = 3850
    package static let venu2Plus: UInt32 = 3851
    package static let gnss: UInt32 = 3865
    package static let fr55: UInt32 = 3869
    package static let enduroAsia: UInt32 = 3872
    package static let instinct2: UInt32 = 3888
    package static let instinct2s: UInt32 = 3889
    package static let fenix7s: UInt32 = 3905
    package static let fenix7: UInt32 = 3906
    package static let fenix7x: UInt32 = 3907
    package static let fenix7sApac: UInt32 = 3908
    package static let fenix7Apac: UInt32 = 3909
    package static let fenix7xApac: UInt32 = 3910
    package static let approachG12: UInt32 = 3927
    package static let descentMk2sAsia: UInt32 = 3930
    package static let approachS42: UInt32 = 3934
    package static let epixGen2: UInt32 = 3943
    package static let epixGen2Apac: UInt32 = 3944
    package static let venu2sAsia: UInt32 = 3949
    package static let venu2Asia: UInt32 = 3950
    package static let fr945LteAsia: UInt32 = 3978
    package static let vivoMoveSport: UInt32 = 3982
    package static let vivomoveTrend: UInt32 = 3983
    package static let approachS12Asia: UInt32 = 3986
    package static let fr255Music: UInt32 = 3990
    package static let fr255SmallMusic: UInt32 = 3991
    package static let fr255: UInt32 = 3992
    package static let fr255Small: UInt32 = 3993
    package static let approachG12Asia: UInt32 = 4001
    package static let approachS42Asia: UInt32 = 4002
    package static let descentG1: UInt32 = 4005
    package static let venu2PlusAsia: UInt32 = 4017
    package static let fr955: UInt32 = 4024
    package static let fr55Asia: UInt32 = 4033
    package static let edge540: UInt32 = 4061
    package static let edge840: UInt32 = 4062
    package static let vivosmart5: UInt32 = 4063
    package static let instinct2Asia: UInt32 = 4071
    package static let marqGen2: UInt32 = 4105
    package static let venusq2: UInt32 = 4115
    package static let venusq2music: UInt32 = 4116
    package static let marqGen2Aviator: UInt32 = 4124
    package static let d2AirX10: UInt32 = 4125
    package static let hrmProPlus: UInt32 = 4130
    package static let descentG1Asia: UInt32 = 4132
    package static let tactix7: UInt32 = 4135
    package static let instinctCrossover: UInt32 = 4155
    package static let edgeExplore2: UInt32 = 4169
    package static let descentMk3: UInt32 = 4222
    package static let descentMk3i: UInt32 = 4223
    package static let approachS70: UInt32 = 4233
    package static let fr265Large: UInt32 = 4257
    package static let fr265Small: UInt32 = 4258
    package static let venu3: UInt32 = 4260
    package static let venu3s: UInt32 = 4261
    package static let tacxNeoSmart: UInt32 = 4265
    package static let tacxNeo2Smart: UInt32 = 4266
    package static let tacxNeo2TSmart: UInt32 = 4267
    package static let tacxNeoSmartBike: UInt32 = 4268
    package static let tacxSatoriSmart: UInt32 = 4269
    package static let tacxFlowSmart: UInt32 = 4270
    package static let tacxVortexSmart: UInt32 = 4271
    package static let tacxBushidoSmart: UInt32 = 4272
    package static let tacxGeniusSmart: UInt32 = 4273
    package static let tacxFluxFluxSSmart: UInt32 = 4274
    package static let tacxFlux2Smart: UInt32 = 4275
    package static let tacxMagnum: UInt32 = 4276
    package static let edge1040Asia: UInt32 = 4305
    package static let epixGen2Pro42: UInt32 = 4312
    package static let epixGen2Pro47: UInt32 = 4313
    package static let epixGen2Pro51: UInt32 = 4314
    package static let fr965: UInt32 = 4315
    package static let enduro2: UInt32 = 4341
    package static let fenix7sProSolar: UInt32 = 4374
    package static let fenix7ProSolar: UInt32 = 4375
    package static let fenix7xProSolar: UInt32 = 4376
    package static let lily2: UInt32 = 4380
    package static let instinct2x: UInt32 = 4394
    package static let vivoactive5: UInt32 = 4426
    package static let fr165: UInt32 = 4432
    package static let fr165Music: UInt32 = 4433
    package static let edge1050: UInt32 = 4440
    package static let descentT2: UInt32 = 4442
    package static let hrmFit: UInt32 = 4446
    package static let marqGen2Commander: UInt32 = 4472
    package static let lilyAthlete: UInt32 = 4477
    package static let rallyX10: UInt32 = 4525
    package static let fenix8Solar: UInt32 = 4532
    package static let fenix8SolarLarge: UInt32 = 4533
    package static let fenix8Small: UInt32 = 4534
    package static let fenix8: UInt32 = 4536
    package static let d2Mach1Pro: UInt32 = 4556
    package static let fr970: UInt32 = 4565
    package static let fr570Large: UInt32 = 4570
    package static let fr570Small: UInt32 = 4574
    package static let enduro3: UInt32 = 4575
    package static let instinctE40mm: UInt32 = 4583
    package static let instinctE45mm: UInt32 = 4584
    package static let instinct3Solar45mm: UInt32 = 4585
    package static let instinct3Amoled45mm: UInt32 = 4586
    package static let instinct3Amoled50mm: UInt32 = 4587
    package static let descentG2: UInt32 = 4588
    package static let fenix7ProSolarNoWifi: UInt32 = 4595
    package static let venuX1: UInt32 = 4603
    package static let hrm200: UInt32 = 4606
    package static let vivoactive6: UInt32 = 4625
    package static let fenix8Pro: UInt32 = 4631
    package static let edge550: UInt32 = 4633
    package static let edge850: UInt32 = 4634
    package static let venu4: UInt32 = 4643
    package static let venu4s: UInt32 = 4644
    package static let approachS44: UInt32 = 4647
    package static let edgeMtb: UInt32 = 4655
    package static let approachS50: UInt32 = 4656
    package static let fenixE: UInt32 = 4666
    package static let instinctCrossoverAmoled: UInt32 = 4678
    package static let bounce2: UInt32 = 4745
    package static let instinct3Solar50mm: UInt32 = 4759
    package static let tactix8Amoled: UInt32 = 4775
    package static let tactix8Solar: UInt32 = 4776
    package static let fr170Music: UInt32 = 4814
    package static let fr170: UInt32 = 4815
    package static let approachJ1: UInt32 = 4825
    package static let approachS7243mm: UInt32 = 4874
    package static let approachS7247mm: UInt32 = 4875
    package static let d2Mach2: UInt32 = 4879
    package static let fr702026: UInt32 = 4916
    package static let d2AirX15: UInt32 = 4944
    package static let fenix9Pro43mm: UInt32 = 4952
    package static let fenix9Pro47mm: UInt32 = 4953
    package static let fenix9Pro51mm: UInt32 = 4954
    package static let fenix9ProSolar47mm: UInt32 = 4955
    package static let fenix9ProSolar51mm: UInt32 = 4956
    package static let cirqaSmartBand: UInt32 = 5019
    package static let d2Mach2Pro: UInt32 = 5056
    package static let fenix943mm: UInt32 = 5133
    package static let fenix9: UInt32 = 5134
    package static let enduro4: UInt32 = 5169
    package static let sdm4: UInt32 = 10007
    package static let edgeRemote: UInt32 = 10014
    package static let trainingCenter: UInt32 = 20119
    package static let tacxTrainingAppWin: UInt32 = 20533
    package static let tacxTrainingAppMac: UInt32 = 20534
    package static let tacxTrainingAppMacCatalyst: UInt32 = 20565
    package static let tacxTrainingAppAndroid: UInt32 = 30045
    package static let tacxTrainingAppIos: UInt32 = 30046
    package static let tacxTrainingAppLegacy: UInt32 = 30047
    package static let trainingPeaksVirtualIos: UInt32 = 30059
    package static let trainingPeaksVirtualAndroid: UInt32 = 30060
    package static let trainingPeaksVirtualWindows: UInt32 = 30061
    package static let trainingPeaksVirtualMacOs: UInt32 = 30062
    package static let trainingPeaksVirtualAppleTv: UInt32 = 30063
    package static let connectiqSimulator: UInt32 = 65531
    package static let androidAntplusPlugin: UInt32 = 65532
    package static let connect: UInt32 = 65534
  }
  /// Values of `gas_consumption_rate_type`.
  package enum GasConsumptionRateType {
    package static let pressureSac: UInt32 = 0
    package static let volumeSac: UInt32 = 1
    package static let rmv: UInt32 = 2
  }
  /// Values of `gender`.
  package enum Gender {
    package static let female: UInt32 = 0
    package static let male: UInt32 = 1
  }
  /// Values of `goal`.
  package enum Goal {
    package static let time: UInt32 = 0
    package static let distance: UInt32 = 1
    package static let calories: UInt32 = 2
    package static let frequency: UInt32 = 3
    package static let steps: UInt32 = 4
    package static let ascent: UInt32 = 5
    package static let activeMinutes: UInt32 = 6
  }
  /// Values of `goal_recurrence`.
  package enum GoalRecurrence {
    package static let off: UInt32 = 0
    package static let daily: UInt32 = 1
    package static let weekly: UInt32 = 2
    package static let monthly: UInt32 = 3
    package static let yearly: UInt32 = 4
    package static let custom: UInt32 = 5
  }
  /// Values of `goal_source`.
  package enum GoalSource {
    package static let auto: UInt32 = 0
    package static let community: UInt32 = 1
    package static let user: UInt32 = 2
  }
  /// Values of `hip_raise_exercise_name`.
  package enum HipRaiseExerciseName {
    package static let barbellHipThrustOnFloor: UInt32 = 0
    package static let barbellHipThrustWithBench: UInt32 = 1
    package static let bentKneeSwissBallReverseHipRaise: UInt32 = 2
    package static let weightedBentKneeSwissBallReverseHipRaise: UInt32 = 3
    package static let bridgeWithLegExtension: UInt32 = 4
    package static let weightedBridgeWithLegExtension: UInt32 = 5
    package static let clamBridge: UInt32 = 6
    package static let frontKickTabletop: UInt32 = 7
    package static let weightedFrontKickTabletop: UInt32 = 8
    package static let hipExtensionAndCross: UInt32 = 9
    package static let weightedHipExtensionAndCross: UInt32 = 10
    package static let hipRaise: UInt32 = 11
    package static let weightedHipRaise: UInt32 = 12
    package static let hipRaiseWithFeetOnSwissBall: UInt32 = 13
    package static let weightedHipRaiseWithFeetOnSwissBall: UInt32 = 14
    package static let hipRaiseWithHeadOnBosuBall: UInt32 = 15
    package static let weightedHipRaiseWithHeadOnBosuBall: UInt32 = 16
    package static let hipRaiseWithHeadOnSwissBall: UInt32 = 17
    package static let weightedHipRaiseWithHeadOnSwissBall: UInt32 = 18
    package static let hipRaiseWithKneeSqueeze: UInt32 = 19
    package static let weightedHipRaiseWithKneeSqueeze: UInt32 = 20
    package static let inclineRearLegExtension: UInt32 = 21
    package static let weightedInclineRearLegExtension: UInt32 = 22
    package static let kettlebellSwing: UInt32 = 23
    package static let marchingHipRaise: UInt32 = 24
    package static let weightedMarchingHipRaise: UInt32 = 25
    package static let marchingHipRaiseWithFeetOnASwissBall: UInt32 = 26
    package static let weightedMarchingHipRaiseWithFeetOnASwissBall: UInt32 = 27
    package static let reverseHipRaise: UInt32 = 28
    package static let weightedReverseHipRaise: UInt32 = 29
    package static let singleLegHipRaise: UInt32 = 30
    package static let weightedSingleLegHipRaise: UInt32 = 31
    package static let singleLegHipRaiseWithFootOnBench: UInt32 = 32
    package static let weightedSingleLegHipRaiseWithFootOnBench: UInt32 = 33
    package static let singleLegHipRaiseWithFootOnBosuBall: UInt32 = 34
    package static let weightedSingleLegHipRaiseWithFootOnBosuBall: UInt32 = 35
    package static let singleLegHipRaiseWithFootOnFoamRoller: UInt32 = 36
    package static let weightedSingleLegHipRaiseWithFootOnFoamRoller: UInt32 = 37
    package static let singleLegHipRaiseWithFootOnMedicineBall: UInt32 = 38
    package static let weightedSingleLegHipRaiseWithFootOnMedicineBall: UInt32 = 39
    package static let singleLegHipRaiseWithHeadOnBosuBall: UInt32 = 40
    package static let weightedSingleLegHipRaiseWithHeadOnBosuBall: UInt32 = 41
    package static let weightedClamBridge: UInt32 = 42
    package static let singleLegSwissBallHipRaiseAndLegCurl: UInt32 = 43
    package static let clams: UInt32 = 44
    package static let innerThighCircles: UInt32 = 45
    package static let innerThighSideLift: UInt32 = 46
    package static let legCircles: UInt32 = 47
    package static let legLift: UInt32 = 48
    package static let legLiftInExternalRotation: UInt32 = 49
  }
  /// Values of `hip_stability_exercise_name`.
  package enum HipStabilityExerciseName {
    package static let bandSideLyingLegRaise: UInt32 = 0
    package static let deadBug: UInt32 = 1
    package static let weightedDeadBug: UInt32 = 2
    package static let externalHipRaise: UInt32 = 3
    package static let weightedExternalHipRaise: UInt32 = 4
    package static let fireHydrantKicks: UInt32 = 5
    package static let weightedFireHydrantKicks: UInt32 = 6
    package static let hipCircles: UInt32 = 7
    package static let weightedHipCircles: UInt32 = 8
    package static let innerThighLift: UInt32 = 9
    package static let weightedInnerThighLift: UInt32 = 10
    package static let lateralWalksWithBandAtAnkles: UInt32 = 11
    package static let pretzelSideKick: UInt32 = 12
    package static let weightedPretzelSideKick: UInt32 = 13
    package static let proneHipInternalRotation: UInt32 = 14
    package static let weightedProneHipInternalRotation: UInt32 = 15
    package static let quadruped: UInt32 = 16
    package static let quadrupedHipExtension: UInt32 = 17
    package static let weightedQuadrupedHipExtension: UInt32 = 18
    package static let quadrupedWithLegLift: UInt32 = 19
    package static let weightedQuadrupedWithLegLift: UInt32 = 20
    package static let sideLyingLegRaise: UInt32 = 21
    package static let weightedSideLyingLegRaise: UInt32 = 22
    package static let slidingHipAdduction: UInt32 = 23
    package static let weightedSlidingHipAdduction: UInt32 = 24
    package static let standingAdduction: UInt32 = 25
    package static let weightedStandingAdduction: UInt32 = 26
    package static let standingCableHipAbduction: UInt32 = 27
    package static let standingHipAbduction: UInt32 = 28
    package static let weightedStandingHipAbduction: UInt32 = 29
    package static let standingRearLegRaise: UInt32 = 30
    package static let weightedStandingRearLegRaise: UInt32 = 31
    package static let supineHipInternalRotation: UInt32 = 32
    package static let weightedSupineHipInternalRotation: UInt32 = 33
    package static let lyingAbductionStretch: UInt32 = 34
  }
  /// Values of `hip_swing_exercise_name`.
  package enum HipSwingExerciseName {
    package static let singleArmKettlebellSwing: UInt32 = 0
    package static let singleArmDumbbellSwing: UInt32 = 1
    package static let stepOutSwing: UInt32 = 2
    package static let oneArmSwing: UInt32 = 3
  }
  /// Values of `hr_type`.
  package enum HrType {
    package static let normal: UInt32 = 0
    package static let irregular: UInt32 = 1
  }
  /// Values of `hr_zone_calc`.
  package enum HrZoneCalc {
    package static let custom: UInt32 = 0
    package static let percentMaxHr: UInt32 = 1
    package static let percentHrr: UInt32 = 2
    package static let percentLthr: UInt32 = 3
  }
  /// Values of `hrv_status`.
  package enum HrvStatus {
    package static let none: UInt32 = 0
    package static let poor: UInt32 = 1
    package static let low: UInt32 = 2
    package static let unbalanced: UInt32 = 3
    package static let balanced: UInt32 = 4
  }
  /// Values of `hyperextension_exercise_name`.
  package enum HyperextensionExerciseName {
    package static let backExtensionWithOppositeArmAndLegReach: UInt32 = 0
    package static let weightedBackExtensionWithOppositeArmAndLegReach: UInt32 = 1
    package static let baseRotations: UInt32 = 2
    package static let weightedBaseRotations: UInt32 = 3
    package static let bentKneeReverseHyperextension: UInt32 = 4
    package static let weightedBentKneeReverseHyperextension: UInt32 = 5
    package static let hollowHoldAndRoll: UInt32 = 6
    package static let weightedHollowHoldAndRoll: UInt32 = 7
    package static let kicks: UInt32 = 8
    package static let weightedKicks: UInt32 = 9
    package static let kneeRaises: UInt32 = 10
    package static let weightedKneeRaises: UInt32 = 11
    package static let kneelingSuperman: UInt32 = 12
    package static let weightedKneelingSuperman: UInt32 = 13
    package static let latPullDownWithRow: UInt32 = 14
    package static let medicineBallDeadliftToReach: UInt32 = 15
    package static let oneArmOneLegRow: UInt32 = 16
    package static let oneArmRowWithBand: UInt32 = 17
    package static let overheadLungeWithMedicineBall: UInt32 = 18
    package static let plankKneeTucks: UInt32 = 19
    package static let weightedPlankKneeTucks: UInt32 = 20
    package static let sideStep: UInt32 = 21
    package static let weightedSideStep: UInt32 = 22
    package static let singleLegBackExtension: UInt32 = 23
    package static let weightedSingleLegBackExtension: UInt32 = 24
    package static let spineExtension: UInt32 = 25
    package static let weightedSpineExtension: UInt32 = 26
    package static let staticBackExtension: UInt32 = 27
    package static let weightedStaticBackExtension: UInt32 = 28
    package static let supermanFromFloor: UInt32 = 29
    package static let weightedSupermanFromFloor: UInt32 = 30
    package static let swissBallBackExtension: UInt32 = 31
    package static let weightedSwissBallBackExtension: UInt32 = 32
    package static let swissBallHyperextension: UInt32 = 33
    package static let weightedSwissBallHyperextension: UInt32 = 34
    package static let swissBallOppositeArmAndLegLift: UInt32 = 35
    package static let weightedSwissBallOppositeArmAndLegLift: UInt32 = 36
    package static let supermanOnSwissBall: UInt32 = 37
    package static let cobra: UInt32 = 38
    package static let supineFloorBarre: UInt32 = 39
  }
  /// Values of `indoor_bike_exercise_name`.
  package enum IndoorBikeExerciseName {
    package static let airBike: UInt32 = 0
    package static let assaultBike: UInt32 = 1
    package static let stationaryBike: UInt32 = 3
  }
  /// Values of `indoor_row_exercise_name`.
  package enum IndoorRowExerciseName {
    package static let rowingMachine: UInt32 = 0
  }
  /// Values of `intensity`.
  package enum Intensity {
    package static let active: UInt32 = 0
    package static let rest: UInt32 = 1
    package static let warmup: UInt32 = 2
    package static let cooldown: UInt32 = 3
    package static let recovery: UInt32 = 4
    package static let interval: UInt32 = 5
    package static let other: UInt32 = 6
  }
  /// Values of `ladder_exercise_name`.
  package enum LadderExerciseName {
    package static let agility: UInt32 = 0
    package static let speed: UInt32 = 1
  }
  /// Values of `language`.
  package enum Language {
    package static let english: UInt32 = 0
    package static let french: UInt32 = 1
    package static let italian: UInt32 = 2
    package static let german: UInt32 = 3
    package static let spanish: UInt32 = 4
    package static let croatian: UInt32 = 5
    package static let czech: UInt32 = 6
    package static let danish: UInt32 = 7
    package static let dutch: UInt32 = 8
    package static let finnish: UInt32 = 9
    package static let greek: UInt32 = 10
    package static let hungarian: UInt32 = 11
    package static let norwegian: UInt32 = 12
    package static let polish: UInt32 = 13
    package static let portuguese: UInt32 = 14
    package static let slovakian: UInt32 = 15
    package static let slovenian: UInt32 = 16
    package static let swedish: UInt32 = 17
    package static let russian: UInt32 = 18
    package static let turkish: UInt32 = 19
    package static let latvian: UInt32 = 20
    package static let ukrainian: UInt32 = 21
    package static let arabic: UInt32 = 22
    package static let farsi: UInt32 = 23
    package static let bulgarian: UInt32 = 24
    package static let romanian: UInt32 = 25
    package static let chinese: UInt32 = 26
    package static let japanese: UInt32 = 27
    package static let korean: UInt32 = 28
    package static let taiwanese: UInt32 = 29
    package static let thai: UInt32 = 30
    package static let hebrew: UInt32 = 31
    package static let brazilianPortuguese: UInt32 = 32
    package static let indonesian: UInt32 = 33
    package static let malaysian: UInt32 = 34
    package static let vietnamese: UInt32 = 35
    package static let burmese: UInt32 = 36
    package static let mongolian: UInt32 = 37
    package static let custom: UInt32 = 254
  }
  /// Values of `language_bits_0`.
  package enum LanguageBits0 {
    package static let english: UInt32 = 1
    package static let french: UInt32 = 2
    package static let italian: UInt32 = 4
    package static let german: UInt32 = 8
    package static let spanish: UInt32 = 16
    package static let croatian: UInt32 = 32
    package static let czech: UInt32 = 64
    package static let danish: UInt32 = 128
  }
  /// Values of `language_bits_1`.
  package enum LanguageBits1 {
    package static let dutch: UInt32 = 1
    package static let finnish: UInt32 = 2
    package static let greek: UInt32 = 4
    package static let hungarian: UInt32 = 8
    package static let norwegian: UInt32 = 16
    package static let polish: UInt32 = 32
    package static let portuguese: UInt32 = 64
    package static let slovakian: UInt32 = 128
  }
  /// Values of `language_bits_2`.
  package enum LanguageBits2 {
    package static let slovenian: UInt32 = 1
    package static let swedish: UInt32 = 2
    package static let russian: UInt32 = 4
    package static let turkish: UInt32 = 8
    package static let latvian: UInt32 = 16
    package static let ukrainian: UInt32 = 32
    package static let arabic: UInt32 = 64
    package static let farsi: UInt32 = 128
  }
  /// Values of `language_bits_3`.
  package enum LanguageBits3 {
    package static let bulgarian: UInt32 = 1
    package static let romanian: UInt32 = 2
    package static let chinese: UInt32 = 4
    package static let japanese: UInt32 = 8
    package static let korean: UInt32 = 16
    package static let taiwanese: UInt32 = 32
    package static let thai: UInt32 = 64
    package static let hebrew: UInt32 = 128
  }
  /// Values of `language_bits_4`.
  package enum LanguageBits4 {
    package static let brazilianPortuguese: UInt32 = 1
    package static let indonesian: UInt32 = 2
    package static let malaysian: UInt32 = 4
    package static let vietnamese: UInt32 = 8
    package static let burmese: UInt32 = 16
    package static let mongolian: UInt32 = 32
  }
  /// Values of `lap_trigger`.
  package enum LapTrigger {
    package static let manual: UInt32 = 0
    package static let time: UInt32 = 1
    package static let distance: UInt32 = 2
    package static let positionStart: UInt32 = 3
    package static let positionLap: UInt32 = 4
    package static let positionWaypoint: UInt32 = 5
    package static let positionMarked: UInt32 = 6
    package static let sessionEnd: UInt32 = 7
    package static let fitnessEquipment: UInt32 = 8
  }
  /// Values of `lateral_raise_exercise_name`.
  package enum LateralRaiseExerciseName {
    package static let v45DegreeCableExternalRotation: UInt32 = 0
    package static let alternatingLateralRaiseWithStaticHold: UInt32 = 1
    package static let barMuscleUp: UInt32 = 2
    package static let bentOverLateralRaise: UInt32 = 3
    package static let cableDiagonalRaise: UInt32 = 4
    package static let cableFrontRaise: UInt32 = 5
    package static let calorieRow: UInt32 = 6
    package static let comboShoulderRaise: UInt32 = 7
    package static let dumbbellDiagonalRaise: UInt32 = 8
    package static let dumbbellVRaise: UInt32 = 9
    package static let frontRaise: UInt32 = 10
    package static let leaningDumbbellLateralRaise: UInt32 = 11
    package static let lyingDumbbellRaise: UInt32 = 12
    package static let muscleUp: UInt32 = 13
    package static let oneArmCableLateralRaise: UInt32 = 14
    package static let overhandGripRearLateralRaise: UInt32 = 15
    package static let plateRaises: UInt32 = 16
    package static let ringDip: UInt32 = 17
    package static let weightedRingDip: UInt32 = 18
    package static let ringMuscleUp: UInt32 = 19
    package static let weightedRingMuscleUp: UInt32 = 20
    package static let ropeClimb: UInt32 = 21
    package static let weightedRopeClimb: UInt32 = 22
    package static let scaption: UInt32 = 23
    package static let seatedLateralRaise: UInt32 = 24
    package static let seatedRearLateralRaise: UInt32 = 25
    package static let sideLyingLateralRaise: UInt32 = 26
    package static let standingLift: UInt32 = 27
    package static let suspendedRow: UInt32 = 28
    package static let underhandGripRearLateralRaise: UInt32 = 29
    package static let wallSlide: UInt32 = 30
    package static let weightedWallSlide: UInt32 = 31
    package static let armCircles: UInt32 = 32
    package static let shavingTheHead: UInt32 = 33
    package static let dumbbellLateralRaise: UInt32 = 34
    package static let ringDipKipping: UInt32 = 36
    package static let wallWalk: UInt32 = 37
    package static let dumbbellFrontRaiseWheelchair: UInt32 = 38
    package static let dumbbellLateralRaiseWheelchair: UInt32 = 39
    package static let poleDoubleArmOverheadAndForwardWheelchair: UInt32 = 40
    package static let poleStraightArmOverheadWheelchair: UInt32 = 41
  }
  /// Values of `left_right_balance`.
  package enum LeftRightBalance {
    package static let mask: UInt32 = 127
    package static let right: UInt32 = 128
  }
  /// Values of `left_right_balance_100`.
  package enum LeftRightBalance100 {
    package static let mask: UInt32 = 16383
    package static let right: UInt32 = 32768
  }
  /// Values of `leg_curl_exercise_name`.
  package enum LegCurlExerciseName {
    package static let legCurl: UInt32 = 0
    package static let weightedLegCurl: UInt32 = 1
    package static let goodMorning: UInt32 = 2
    package static let seatedBarbellGoodMorning: UInt32 = 3
    package static let singleLegBarbellGoodMorning: UInt32 = 4
    package static let singleLegSlidingLegCurl: UInt32 = 5
    package static let slidingLegCurl: UInt32 = 6
    package static let splitBarbellGoodMorning: UInt32 = 7
    package static let splitStanceExtension: UInt32 = 8
    package static let staggeredStanceGoodMorning: UInt32 = 9
    package static let swissBallHipRaiseAndLegCurl: UInt32 = 10
    package static let zercherGoodMorning: UInt32 = 11
    package static let bandGoodMorning: UInt32 = 12
    package static let barGoodMorning: UInt32 = 13
  }
  /// Values of `leg_raise_exercise_name`.
  package enum LegRaiseExerciseName {
    package static let hangingKneeRaise: UInt32 = 0
    package static let hangingLegRaise: UInt32 = 1
    package static let weightedHangingLegRaise: UInt32 = 2
    package static let hangingSingleLegRaise: UInt32 = 3
    package static let weightedHangingSingleLegRaise: UInt32 = 4
    package static let kettlebellLegRaises: UInt32 = 5
    package static let legLoweringDrill: UInt32 = 6
    package static let weightedLegLoweringDrill: UInt32 = 7
    package static let lyingStraightLegRaise: UInt32 = 8
    package static let weightedLyingStraightLegRaise: UInt32 = 9
    package static let medicineBallLegDrops: UInt32 = 10
    package static let quadrupedLegRaise: UInt32 = 11
    package static let weightedQuadrupedLegRaise: UInt32 = 12
    package static let reverseLegRaise: UInt32 = 13
    package static let weightedReverseLegRaise: UInt32 = 14
    package static let reverseLegRaiseOnSwissBall: UInt32 = 15
    package static let weightedReverseLegRaiseOnSwissBall: UInt32 = 16
    package static let singleLegLoweringDrill: UInt32 = 17
    package static let weightedSingleLegLoweringDrill: UInt32 = 18
    package static let weightedHangingKneeRaise: UInt32 = 19
    package static let lateralStepover: UInt32 = 20
    package static let weightedLateralStepover: UInt32 = 21
  }
  /// Values of `length_type`.
  package enum LengthType {
    package static let idle: UInt32 = 0
    package static let active: UInt32 = 1
  }
  /// Values of `local_date_time`.
  package enum LocalDateTime {
    package static let min: UInt32 = 268435456
  }
  /// Values of `local_device_type`.
  package enum LocalDeviceType {
    package static let gps: UInt32 = 0
    package static let glonass: UInt32 = 1
    package static let gpsGlonass: UInt32 = 2
    package static let accelerometer: UInt32 = 3
    package static let barometer: UInt32 = 4
    package static let temperature: UInt32 = 5
    package static let whr: UInt32 = 10
    package static let sensorHub: UInt32 = 12
  }
  /// Values of `lunge_exercise_name`.
  package enum LungeExerciseName {
    package static let overheadLunge: UInt32 = 0
    package static let lungeMatrix: UInt32 = 1
    package static let weightedLungeMatrix: UInt32 = 2
    package static let alternatingBarbellForwardLunge: UInt32 = 3
    package static let alternatingDumbbellLungeWithReach: UInt32 = 4
    package static let backFootElevatedDumbbellSplitSquat: UInt32 = 5
    package static let barbellBoxLunge: UInt32 = 6
    package static let barbellBulgarianSplitSquat: UInt32 = 7
    package static let barbellCrossoverLunge: UInt32 = 8
    package static let barbellFrontSplitSquat: UInt32 = 9
    package static let barbellLunge: UInt32 = 10
    package static let barbellReverseLunge: UInt32 = 11
    package static let barbellSideLunge: UInt32 = 12
    package static let barbellSplitSquat: UInt32 = 13
    package static let coreControlRearLunge: UInt32 = 14
    package static let diagonalLunge: UInt32 = 15
    package static let dropLunge: UInt32 = 16
    package static let dumbbellBoxLunge: UInt32 = 17
    package static let dumbbellBulgarianSplitSquat: UInt32 = 18
    package static let dumbbellCrossoverLunge: UInt32 = 19
    package static let dumbbellDiagonalLunge: UInt32 = 20
    package static let dumbbellLunge: UInt32 = 21
    package static let dumbbellLungeAndRotation: UInt32 = 22
    package static let dumbbellOverheadBulgarianSplitSquat: UInt32 = 23
    package static let dumbbellReverseLungeToHighKneeAndPress: UInt32 = 24
    package static let dumbbellSideLunge: UInt32 = 25
    package static let elevatedFrontFootBarbellSplitSquat: UInt32 = 26
    package static let frontFootElevatedDumbbellSplitSquat: UInt32 = 27
    package static let gunslingerLunge: UInt32 = 28
    package static let lawnmowerLunge: UInt32 = 29
    package static let lowLungeWithIsometricAdduction: UInt32 = 30
    package static let lowSideToSideLunge: UInt32 = 31
    package static let lunge: UInt32 = 32
    package static let weightedLunge: UInt32 = 33
    package static let lungeWithArmReach: UInt32 = 34
    package static let lungeWithDiagonalReach: UInt32 = 35
    package static let lungeWithSideBend: UInt32 = 36
    package static let offsetDumbbellLunge: UInt32 = 37
    package static let offsetDumbbellReverseLunge: UInt32 = 38
    package static let overheadBulgarianSplitSquat: UInt32 = 39
    package static let overheadDumbbellReverseLunge: UInt32 = 40
    package static let overheadDumbbellSplitSquat: UInt32 = 41
    package static let overheadLungeWithRotation: UInt32 = 42
    package static let reverseBarbellBoxLunge: UInt32 = 43
    package static let reverseBoxLunge: UInt32 = 44
    package static let reverseDumbbellBoxLunge: UInt32 = 45
    package static let reverseDumbbellCrossoverLunge: UInt32 = 46
    package static let reverseDumbbellDiagonalLunge: UInt32 = 47
    package static let reverseLungeWithReachBack: UInt32 = 48
    package static let weightedReverseLungeWithReachBack: UInt32 = 49
    package static let reverseLungeWithTwistAndOverheadReach: UInt32 = 50
    package static let weightedReverseLungeWithTwistAndOverheadReach: UInt32 = 51
    package static let reverseSlidingBoxLunge: UInt32 = 52
    package static let weightedReverseSlidingBoxLunge: UInt32 = 53
    package static let reverseSlidingLunge: UInt32 = 54
    package static let weightedReverseSlidingLunge: UInt32 = 55
    package static let runnersLungeToBalance: UInt32 = 56
    package static let weightedRunnersLungeToBalance: UInt32 = 57
    package static let shiftingSideLunge: UInt32 = 58
    package static let sideAndCrossoverLunge: UInt32 = 59
    package static let weightedSideAndCrossoverLunge: UInt32 = 60
    package static let sideLunge: UInt32 = 61
    package static let weightedSideLunge: UInt32 = 62
    package static let sideLungeAndPress: UInt32 = 63
    package static let sideLungeJumpOff: UInt32 = 64
    package static let sideLungeSweep: UInt32 = 65
    package static let weightedSideLungeSweep: UInt32 = 66
    package static let sideLungeToCrossoverTap: UInt32 = 67
    package static let weightedSideLungeToCrossoverTap: UInt32 = 68
    package static let sideToSideLungeChops: UInt32 = 69
    package static let weightedSideToSideLungeChops: UInt32 = 70
    package static let siffJumpLunge: UInt32 = 71
    package static let weightedSiffJumpLunge: UInt32 = 72
    package static let singleArmReverseLungeAndPress: UInt32 = 73
    package static let slidingLateralLunge: UInt32 = 74
    package static let weightedSlidingLateralLunge: UInt32 = 75
    package static let walkingBarbellLunge: UInt32 = 76
    package static let walkingDumbbellLunge: UInt32 = 77
    package static let walkingLunge: UInt32 = 78
    package static let weightedWalkingLunge: UInt32 = 79
    package static let wideGripOverheadBarbellSplitSquat: UInt32 = 80
    package static let alternatingDumbbellLunge: UInt32 = 81
    package static let dumbbellReverseLunge: UInt32 = 82
    package static let overheadDumbbellLunge: UInt32 = 83
    package static let scissorPowerSwitch: UInt32 = 84
    package static let dumbbellOverheadWalkingLunge: UInt32 = 85
    package static let curtsyLunge: UInt32 = 86
    package static let weightedCurtsyLunge: UInt32 = 87
    package static let weightedShiftingSideLunge: UInt32 = 88
    package static let weightedSideLungeAndPress: UInt32 = 89
    package static let weightedSideLungeJumpOff: UInt32 = 90
  }
  /// Values of `manufacturer`.
  package enum Manufacturer {
    package static let garmin: UInt32 = 1
    package static let garminFr405Antfs: UInt32 = 2
    package static let zephyr: UInt32 = 3
    package static let dayton: UInt32 = 4
    package static let idt: UInt32 = 5
    package static let srm: UInt32 = 6
    package static let quarq: UInt32 = 7
    package static let ibike: UInt32 = 8
    package static let saris: UInt32 = 9
    package static let sparkHk: UInt32 = 10
    package static let tanita: UInt32 = 11
    package static let echowell: UInt32 = 12
    package static let dynastreamOem: UInt32 = 13
    package static let nautilus: UInt32 = 14
    package static let dynastream: UInt32 = 15
    package static let timex: UInt32 = 16
    package static let metrigear: UInt32 = 17
    package static let xelic: UInt32 = 18
    package static let beurer: UInt32 = 19
    package static let cardiosport: UInt32 = 20
    package static let aAndD: UInt32 = 21
    package static let hmm: UInt32 = 22
    package static let suunto: UInt32 = 23
    package static let thitaElektronik: UInt32 = 24
    package static let gpulse: UInt32 = 25
    package static let cleanMobile: UInt32 = 26
    package static let pedalBrain: UInt32 = 27
    package static let peaksware: UInt32 = 28
    package static let saxonar: UInt32 = 29
    package static let lemondFitness: UInt32 = 30
    package static let dexcom: UInt32 = 31
    package static let wahooFitness: UInt32 = 32
    package static let octaneFitness: UInt32 = 33
    package static let archinoetics: UInt32 = 34
    package static let theHurtBox: UInt32 = 35
    package static let citizenSystems: UInt32 = 36
    package static let magellan: UInt32 = 37
    package static let osynce: UInt32 = 38
    package static let holux: UInt32 = 39
    package static let concept2: UInt32 = 40
    package static let shimano: UInt32 = 41
    package static let oneGiantLeap: UInt32 = 42
    package static let aceSensor: UInt32 = 43
    package static let brimBrothers: UInt32 = 44
    package static let xplova: UInt32 = 45
    package static let perceptionDigital: UInt32 = 46
    package static let bf1systems: UInt32 = 47
    package static let pioneer: UInt32 = 48
    package static let spantec: UInt32 = 49
    package static let metalogics: UInt32 = 50
    package static let v4iiiis: UInt32 = 51
    package static let seikoEpson: UInt32 = 52
    package static let seikoEpsonOem: UInt32 = 53
    package static let iforPowell: UInt32 = 54
    package static let maxwellGuider: UInt32 = 55
    package static let starTrac: UInt32 = 56
    package static let breakaway: UInt32 = 57
    package static let alatechTechnologyLtd: UInt32 = 58
    package static let mioTechnologyEurope: UInt32 = 59
    package static let rotor: UInt32 = 60
    package static let geonaute: UInt32 = 61
    package static let idBike: UInt32 = 62
    package static let specialized: UInt32 = 63
    package static let wtek: UInt32 = 64
    package static let physicalEnterprises: UInt32 = 65
    package static let northPoleEngineering: UInt32 = 66
    package static let bkool: UInt32 = 67
    package static let cateye: UInt32 = 68
    package static let stagesCycling: UInt32 = 69
    package static let sigmasport: UInt32 = 70
    package static let tomtom: UInt32 = 71
    package static let peripedal: UInt32 = 72
    package static let wattbike: UInt32 = 73
    package static let moxy: UInt32 = 76
    package static let ciclosport: UInt32 = 77
    package static let powerbahn: UInt32 = 78
    package static let acornProjectsAps: UInt32 = 79
    package static let lifebeam: UInt32 = 80
    package static let bontrager: UInt32 = 81
    package static let wellgo: UInt32 = 82
    package static let scosche: UInt32 = 83
    package static let magura: UInt32 = 84
    package static let woodway: UInt32 = 85
    package static let elite: UInt32 = 86
    package static let nielsenKellerman: UInt32 = 87
    package static let dkCity: UInt32 = 88
    package static let tacx: UInt32 = 89
    package static let directionTechnology: UInt32 = 90
    package static let magtonic: UInt32 = 91
    package static let v1partcarbon: UInt32 = 92
    package static let insideRideTechnologies: UInt32 = 93
    package static let soundOfMotion: UInt32 = 94
    package static let stryd: UInt32 = 95
    package static let icg: UInt32 = 96
    package static let miPulse: UInt32 = 97
    package static let bsxAthletics: UInt32 = 98
    package static let look: UInt32 = 99
    package static let campagnoloSrl: UInt32 = 100
    package static let bodyBikeSmart: UInt32 = 101
    package static let praxisworks: UInt32 = 102
    package static let limitsTechnology: UInt32 = 103
    package static let topactionTechnology: UInt32 = 104
    package static let cosinuss: UInt32 = 105
    package static let fitcare: UInt32 = 106
    package static let magene: UInt32 = 107
    package static let giantManufacturingCo: UInt32 = 108
    package static let tigrasport: UInt32 = 109
    package static let salutron: UInt32 = 110
    package static let technogym: UInt32 = 111
    package static let brytonSensors: UInt32 = 112
    package static let latitudeLimited: UInt32 = 113
    package static let soaringTechnology: UInt32 = 114
    package static let igpsport: UInt32 = 115
    package static let thinkrider: UInt32 = 116
    package static let gopherSport: UInt32 = 117
    package static let waterrower: UInt32 = 118
    package static let orangetheory: UInt32 = 119
    package static let inpeak: UInt32 = 120
    package static let kinetic: UInt32 = 121
    package static let johnsonHealthTech: UInt32 = 122
    package static let polarElectro: UInt32 = 123
    package static let seesense: UInt32 = 124
    package static let nciTechnology: UInt32 = 125
    package static let iqsquare: UInt32 = 126
    package static let leomo: UInt32 = 127
    package static let ifitCom: UInt32 = 128
    package static let corosByte: UInt32 = 129
    package static let versaDesign: UInt32 = 130
    package static let chileaf: UInt32 = 131
    package static let cycplus: UInt32 = 132
    package static let gravaaByte: UInt32 = 133
    package static let sigeyi: UInt32 = 134
    package static let coospo: UInt32 = 135
    package static let geoid: UInt32 = 136
    package static let bosch: UInt32 = 137
    package static let kyto: UInt32 = 138
    package static let kineticSports: UInt32 = 139
    package static let decathlonByte: UInt32 = 140
    package static let tqSystems: UInt32 = 141
    package static let tagHeuer: UInt32 = 142
    package static let keiserFitness: UInt32 = 143
    package static let zwiftByte: UInt32 = 144
    package static let porscheEp: UInt32 = 145
    package static let blackbird: UInt32 = 146
    package static let meilanByte: UInt32 = 147
    package static let ezon: UInt32 = 148
    package static let laisi: UInt32 = 149
    package static let myzone: UInt32 = 150
    package static let abawo: UInt32 = 151
    package static let bafang: UInt32 = 152
    package static let luhongTechnology: UInt32 = 153
    package static let development: UInt32 = 255
    package static let healthandlife: UInt32 = 257
    package static let lezyne: UInt32 = 258
    package static let scribeLabs: UInt32 = 259
    package static let zwift: UInt32 = 260
    package static let watteam: UInt32 = 261
    package static let recon: UInt32 = 262
    package static let faveroElectronics: UInt32 = 263
    package static let dynovelo: UInt32 = 264
    package static let strava: UInt32 = 265
    package static let precor: UInt32 = 266
    package static let bryton: UInt32 = 267
    package static let sram: UInt32 = 268
    package static let navman: UInt32 = 269
    package static let cobi: UInt32 = 270
    package static let spivi: UInt32 = 271
    package static let mioMagellan: UInt32 = 272
    package static let evesports: UInt32 = 273
    package static let sensitivusGauge: UInt32 = 274
    package static let podoon: UInt32 = 275
    package static let lifeTimeFitness: UInt32 = 276
    package static let falcoEMotors: UInt32 = 277
    package static let minoura: UInt32 = 278
    package static let cycliq: UInt32 = 279
    package static let luxottica: UInt32 = 280
    package static let trainerRoad: UInt32 = 281
    package static let theSufferfest: UInt32 = 282
    package static let fullspeedahead: UInt32 = 283
    package static let virtualtraining: UInt32 = 284
    package static let feedbacksports: UInt32 = 285
    package static let omata: UInt32 = 286
    package static let vdo: UInt32 = 287
    package static let magneticdays: UInt32 = 288
    package static let hammerhead: UInt32 = 289
    package static let kineticByKurt: UInt32 = 290
    package static let shapelog: UInt32 = 291
    package static let dabuziduo: UInt32 = 292
    package static let jetblack: UInt32 = 293
    package static let coros: UInt32 = 294
    package static let virtugo: UInt32 = 295
    package static let velosense: UInt32 = 296
    package static let cycligentinc: UInt32 = 297
    package static let trailforks: UInt32 = 298
    package static let mahleEbikemotion: UInt32 = 299
    package static let nurvv: UInt32 = 300
    package static let microprogram: UInt32 = 301
    package static let zone5cloud: UInt32 = 302
    package static let greenteg: UInt32 = 303
    package static let yamahaMotors: UInt32 = 304
    package static let whoop: UInt32 = 305
    package static let gravaa: UInt32 = 306
    package static let onelap: UInt32 = 307
    package static let monarkExercise: UInt32 = 308
    package static let form: UInt32 = 309
    package static let decathlon: UInt32 = 310
    package static let syncros: UInt32 = 311
    package static let heatup: UInt32 = 312
    package static let cannondale: UInt32 = 313
    package static let trueFitness: UInt32 = 314
    package static let rGTCycling: UInt32 = 315
    package static let vasa: UInt32 = 316
    package static let raceRepublic: UInt32 = 317
    package static let fazua: UInt32 = 318
    package static let orekaTraining: UInt32 = 319
    package static let lsec: UInt32 = 320
    package static let lululemonStudio: UInt32 = 321
    package static let shanyue: UInt32 = 322
    package static let spinningMda: UInt32 = 323
    package static let hilldating: UInt32 = 324
    package static let aeroSensor: UInt32 = 325
    package static let nike: UInt32 = 326
    package static let magicshine: UInt32 = 327
    package static let ictrainer: UInt32 = 328
    package static let absoluteCycling: UInt32 = 329
    package static let eoSwimbetter: UInt32 = 330
    package static let mywhoosh: UInt32 = 331
    package static let ravemen: UInt32 = 332
    package static let tektroRacingProducts: UInt32 = 333
    package static let daradInnovationCorporation: UInt32 = 334
    package static let cycloptim: UInt32 = 335
    package static let runna: UInt32 = 337
    package static let zepp: UInt32 = 339
    package static let peloton: UInt32 = 340
    package static let carv: UInt32 = 341
    package static let tissot: UInt32 = 342
    package static let realVelo: UInt32 = 345
    package static let wetech: UInt32 = 346
    package static let jespr: UInt32 = 347
    package static let huawei: UInt32 = 348
    package static let gotoes: UInt32 = 349
    package static let cadenceApp: UInt32 = 350
    package static let unaWatch: UInt32 = 351
    package static let tymewear: UInt32 = 352
    package static let exposureLights: UInt32 = 353
    package static let fortoCycling: UInt32 = 354
    package static let actigraphcorp: UInt32 = 5759
  }
  /// Values of `max_met_category`.
  package enum MaxMetCategory {
    package static let generic: UInt32 = 0
    package static let cycling: UInt32 = 1
  }
  /// Values of `max_met_heart_rate_source`.
  package enum MaxMetHeartRateSource {
    package static let whr: UInt32 = 0
    package static let hrm: UInt32 = 1
  }
  /// Values of `max_met_speed_source`.
  package enum MaxMetSpeedSource {
    package static let onboardGps: UInt32 = 0
    package static let connectedGps: UInt32 = 1
    package static let cadence: UInt32 = 2
  }
  /// Values of `mesg_count`.
  package enum MesgCount {
    package static let numPerFile: UInt32 = 0
    package static let maxPerFile: UInt32 = 1
    package static let maxPerFileType: UInt32 = 2
  }
  /// Values of `mesg_num`.
  package enum MesgNum {
    package static let fileId: UInt32 = 0
    package static let capabilities: UInt32 = 1
    package static let deviceSettings: UInt32 = 2
    package static let userProfile: UInt32 = 3
    package static let hrmProfile: UInt32 = 4
    package static let sdmProfile: UInt32 = 5
    package static let bikeProfile: UInt32 = 6
    package static let zonesTarget: UInt32 = 7
    package static let hrZone: UInt32 = 8
    package static let powerZone: UInt32 = 9
    package static let metZone: UInt32 = 10
    package static let sport: UInt32 = 12
    package static let trainingSettings: UInt32 = 13
    package static let goal: UInt32 = 15
    package static let session: UInt32 = 18
    package static let lap: UInt32 = 19
    package static let record: UInt32 = 20
    package static let event: UInt32 = 21
    package static let deviceInfo: UInt32 = 23
    package static let workout: UInt32 = 26
    package static let workoutStep: UInt32 = 27
    package static let schedule: UInt32 = 28
    package static let weightScale: UInt32 = 30
    package static let course: UInt32 = 31
    package static let coursePoint: UInt32 = 32
    package static let totals: UInt32 = 33
    package static let activity: UInt32 = 34
    package static let software: UInt32 = 35
    package static let fileCapabilities: UInt32 = 37
    package static let mesgCapabilities: UInt32 = 38
    package static let fieldCapabilities: UInt32 = 39
    package static let fileCreator: UInt32 = 49
    package static let bloodPressure: UInt32 = 51
    package static let speedZone: UInt32 = 53
    package static let monitoring: UInt32 = 55
    package static let trainingFile: UInt32 = 72
    package static let hrv: UInt32 = 78
    package static let antRx: UInt32 = 80
    package static let antTx: UInt32 = 81
    package static let antChannelId: UInt32 = 82
    package static let length: UInt32 = 101
    package static let monitoringInfo: UInt32 = 103
    package static let battery: UInt32 = 104
    package static let pad: UInt32 = 105
    package static let slaveDevice: UInt32 = 106
    package static let connectivity: UInt32 = 127
    package static let weatherConditions: UInt32 = 128
    package static let weatherAlert: UInt32 = 129
    package static let cadenceZone: UInt32 = 131
    package static let hr: UInt32 = 132
    package static let segmentLap: UInt32 = 142
    package static let memoGlob: UInt32 = 145
    package static let segmentId: UInt32 = 148
    package static let segmentLeaderboardEntry: UInt32 = 149
    package static let segmentPoint: UInt32 = 150
    package static let segmentFile: UInt32 = 151
    package static let workoutSession: UInt32 = 158
    package static let watchfaceSettings: UInt32 = 159
    package static let gpsMetadata: UInt32 = 160
    package static let cameraEvent: UInt32 = 161
    package static let timestampCorrelation: UInt32 = 162
    package static let gyroscopeData: UInt32 = 164
    package static let accelerometerData: UInt32 = 165
    package static let threeDSensorCalibration: UInt32 = 167
    package static let videoFrame: UInt32 = 169
    package static let obdiiData: UInt32 = 174
    package static let nmeaSentence: UInt32 = 177
    package static let aviationAttitude: UInt32 = 178
    package static let video: UInt32 = 184
    package static let videoTitle: UInt32 = 185
    package static let videoDescription: UInt32 = 186
    package static let videoClip: UInt32 = 187
    package static let ohrSettings: UInt32 = 188
    package static let exdScreenConfiguration: UInt32 = 200
    package static let exdDataFieldConfiguration: UInt32 = 201
    package static let exdDataConceptConfiguration: UInt32 = 202
    package static let fieldDescription: UInt32 = 206
    package static let developerDataId: UInt32 = 207
    package static let magnetometerData: UInt32 = 208
    package static let barometerData: UInt32 = 209
    package static let oneDSensorCalibration: UInt32 = 210
    package static let monitoringHrData: UInt32 = 211
    package static let timeInZone: UInt32 = 216
    package static let set: UInt32 = 225
    package static let stressLevel: UInt32 = 227
    package static let maxMetData: UInt32 = 229
    package static let diveSettings: UInt32 = 258
    package static let diveGas: UInt32 = 259
    package static let diveAlarm: UInt32 = 262
    package static let exerciseTitle: UInt32 = 264
    package static let diveSummary: UInt32 = 268
    package static let spo2Data: UInt32 = 269
    package static let sleepLevel: UInt32 = 275
    package static let jump: UInt32 = 285
    package static let aadAccelFeatures: UInt32 = 289
    package static let beatIntervals: UInt32 = 290
    package static let respirationRate: UInt32 = 297
    package static let hsaAccelerometerData: UInt32 = 302
    package static let hsaStepData: UInt32 = 304
    package static let hsaSpo2Data: UInt32 = 305
    package static let hsaStressData: UInt32 = 306
    package static let hsaRespirationData: UInt32 = 307
    package static let hsaHeartRateData: UInt32 = 308
    package static let split: UInt32 = 312
    package static let splitSummary: UInt32 = 313
    package static let hsaBodyBatteryData: UInt32 = 314
    package static let hsaEvent: UInt32 = 315
    package static let climbPro: UInt32 = 317
    package static let tankUpdate: UInt32 = 319
    package static let tankSummary: UInt32 = 323
    package static let sleepAssessment: UInt32 = 346
    package static let hrvStatusSummary: UInt32 = 370
    package static let hrvValue: UInt32 = 371
    package static let rawBbi: UInt32 = 372
    package static let deviceAuxBatteryInfo: UInt32 = 375
    package static let hsaGyroscopeData: UInt32 = 376
    package static let chronoShotSession: UInt32 = 387
    package static let chronoShotData: UInt32 = 388
    package static let hsaConfigurationData: UInt32 = 389
    package static let diveApneaAlarm: UInt32 = 393
    package static let skinTempOvernight: UInt32 = 398
    package static let hsaWristTemperatureData: UInt32 = 409
    package static let napEvent: UInt32 = 412
    package static let sleepDisruptionSeverityPeriod: UInt32 = 470
    package static let sleepDisruptionOvernightSeverity: UInt32 = 471
    package static let mfgRangeMin: UInt32 = 65280
    package static let mfgRangeMax: UInt32 = 65534
  }
  /// Values of `message_index`.
  package enum MessageIndex {
    package static let mask: UInt32 = 4095
    package static let reserved: UInt32 = 28672
    package static let selected: UInt32 = 32768
  }
  /// Values of `move_exercise_name`.
  package enum MoveExerciseName {
    package static let archAndCurl: UInt32 = 0
    package static let armCirclesWithBallBandAndWeight: UInt32 = 1
    package static let armStretch: UInt32 = 2
    package static let backMassage: UInt32 = 3
    package static let bellyBreathing: UInt32 = 4
    package static let bridgeWithBall: UInt32 = 5
    package static let diamondLegCrunch: UInt32 = 6
    package static let diamondLegLift: UInt32 = 7
    package static let eightPointShoulderOpener: UInt32 = 8
    package static let footRolling: UInt32 = 9
    package static let footwork: UInt32 = 10
    package static let footworkOnDisc: UInt32 = 11
    package static let forwardFold: UInt32 = 12
    package static let frogWithBand: UInt32 = 13
    package static let halfRollUp: UInt32 = 14
    package static let hamstringCurl: UInt32 = 15
    package static let hamstringStretch: UInt32 = 16
    package static let hipStretch: UInt32 = 17
    package static let hugATreeWithBallBandAndWeight: UInt32 = 18
    package static let kneeCircles: UInt32 = 19
    package static let kneeFoldsOnDisc: UInt32 = 20
    package static let lateralFlexion: UInt32 = 21
    package static let legStretchWithBand: UInt32 = 22
    package static let legStretchWithLegCircles: UInt32 = 23
    package static let lowerLiftOnDisc: UInt32 = 24
    package static let lungeSquat: UInt32 = 25
    package static let lungesWithKneeLift: UInt32 = 26
    package static let mermaidStretch: UInt32 = 27
    package static let neutralPelvicPosition: UInt32 = 28
    package static let pelvicClocksOnDisc: UInt32 = 29
    package static let pilatesPlieSquatsParallelTurnedOutFlatAndHeelsWithChair: UInt32 = 30
    package static let piriformisStretch: UInt32 = 31
    package static let plankKneeCrosses: UInt32 = 32
    package static let plankKneePulls: UInt32 = 33
    package static let plankUpDowns: UInt32 = 34
    package static let prayerMudra: UInt32 = 35
    package static let psoasLungeStretch: UInt32 = 36
    package static let ribcageBreathing: UInt32 = 37
    package static let rollDown: UInt32 = 38
    package static let rollUpWithWeightAndBand: UInt32 = 39
    package static let saw: UInt32 = 40
    package static let scapularStabilization: UInt32 = 41
    package static let scissorsOnDisc: UInt32 = 42
    package static let seatedHipStretchup: UInt32 = 43
    package static let seatedTwist: UInt32 = 44
    package static let shavingTheHeadWithBallBandAndWeight: UInt32 = 45
    package static let spinalTwist: UInt32 = 46
    package static let spinalTwistStretch: UInt32 = 47
    package static let spineStretchForward: UInt32 = 48
    package static let squatOpenArmTwistPose: UInt32 = 49
    package static let squatsWithBall: UInt32 = 50
    package static let standAndHang: UInt32 = 51
    package static let standingSideStretch: UInt32 = 52
    package static let standingSingleLegForwardBendWithItBandOpener: UInt32 = 53
    package static let straightLegCrunchWithLegLift: UInt32 = 54
    package static let straightLegCrunchWithLegLiftWithBall: UInt32 = 55
    package static let straightLegCrunchWithLegsCrossed: UInt32 = 56
    package static let straightLegCrunchWithLegsCrossedWithBall: UInt32 = 57
    package static let straightLegDiagonalCrunch: UInt32 = 58
    package static let straightLegDiagonalCrunchWithBall: UInt32 = 59
    package static let tailboneCurl: UInt32 = 60
    package static let throatLock: UInt32 = 61
    package static let tickTockSideRoll: UInt32 = 62
    package static let twist: UInt32 = 63
    package static let vLegCrunches: UInt32 = 64
    package static let vSit: UInt32 = 65
    package static let forwardFoldWheelchair: UInt32 = 66
    package static let forwardFoldPlusWheelchair: UInt32 = 67
    package static let armCirclesLowForwardWheelchair: UInt32 = 68
    package static let armCirclesMidForwardWheelchair: UInt32 = 69
    package static let armCirclesHighForwardWheelchair: UInt32 = 70
    package static let armCirclesLowBackwardWheelchair: UInt32 = 71
    package static let armCirclesMidBackwardWheelchair: UInt32 = 72
    package static let armCirclesHighBackwardWheelchair: UInt32 = 73
    package static let coreTwistsWheelchair: UInt32 = 74
    package static let armRaiseWheelchair: UInt32 = 75
    package static let chestExpandWheelchair: UInt32 = 76
    package static let armExtendWheelchair: UInt32 = 77
    package static let forwardBendWheelchair: UInt32 = 78
    package static let toeTouchWheelchair: UInt32 = 79
    package static let extendedToeTouchWheelchair: UInt32 = 80
    package static let seatedArmCircles: UInt32 = 81
    package static let trunkRotations: UInt32 = 82
    package static let seatedTrunkRotations: UInt32 = 83
    package static let toeTouch: UInt32 = 84
  }
  /// Values of `nap_period_feedback`.
  package enum NapPeriodFeedback {
    package static let none: UInt32 = 0
    package static let multipleNapsDuringDay: UInt32 = 1
    package static let jetlagIdealTimingIdealDuration: UInt32 = 2
    package static let jetlagIdealTimingLongDuration: UInt32 = 3
    package static let jetlagLateTimingIdealDuration: UInt32 = 4
    package static let jetlagLateTimingLongDuration: UInt32 = 5
    package static let idealTimingIdealDurationLowNeed: UInt32 = 6
    package static let idealTimingIdealDurationHighNeed: UInt32 = 7
    package static let idealTimingLongDurationLowNeed: UInt32 = 8
    package static let idealTimingLongDurationHighNeed: UInt32 = 9
    package static let lateTimingIdealDurationLowNeed: UInt32 = 10
    package static let lateTimingIdealDurationHighNeed: UInt32 = 11
    package static let lateTimingLongDurationLowNeed: UInt32 = 12
    package static let lateTimingLongDurationHighNeed: UInt32 = 13
    package static let idealDurationLowNeed: UInt32 = 14
    package static let idealDurationHighNeed: UInt32 = 15
    package static let longDurationLowNeed: UInt32 = 16
    package static let longDurationHighNeed: UInt32 = 17
  }
  /// Values of `nap_source`.
  package enum NapSource {
    package static let automatic: UInt32 = 0
    package static let manualDevice: UInt32 = 1
    package static let manualGc: UInt32 = 2
  }
  /// Values of `no_fly_time_mode`.
  package enum NoFlyTimeMode {
    package static let standard: UInt32 = 0
    package static let flat24Hours: UInt32 = 1
  }
  /// Values of `olympic_lift_exercise_name`.
  package enum OlympicLiftExerciseName {
    package static let barbellHangPowerClean: UInt32 = 0
    package static let barbellHangSquatClean: UInt32 = 1
    package static let barbellPowerClean: UInt32 = 2
    package static let barbellPowerSnatch: UInt32 = 3
    package static let barbellSquatClean: UInt32 = 4
    package static let cleanAndJerk: UInt32 = 5
    package static let barbellHangPowerSnatch: UInt32 = 6
    package static let barbellHangPull: UInt32 = 7
    package static let barbellHighPull: UInt32 = 8
    package static let barbellSnatch: UInt32 = 9
    package static let barbellSplitJerk: UInt32 = 10
    package static let clean: UInt32 = 11
    package static let dumbbellClean: UInt32 = 12
    package static let dumbbellHangPull: UInt32 = 13
    package static let oneHandDumbbellSplitSnatch: UInt32 = 14
    package static let pushJerk: UInt32 = 15
    package static let singleArmDumbbellSnatch: UInt32 = 16
    package static let singleArmHangSnatch: UInt32 = 17
    package static let singleArmKettlebellSnatch: UInt32 = 18
    package static let splitJerk: UInt32 = 19
    package static let squatCleanAndJerk: UInt32 = 20
    package static let dumbbellHangSnatch: UInt32 = 21
    package static let dumbbellPowerCleanAndJerk: UInt32 = 22
    package static let dumbbellPowerCleanAndPushPress: UInt32 = 23
    package static let dumbbellPowerCleanAndStrictPress: UInt32 = 24
    package static let dumbbellSnatch: UInt32 = 25
    package static let medicineBallClean: UInt32 = 26
    package static let cleanAndPress: UInt32 = 27
    package static let snatch: UInt32 = 28
  }
  /// Values of `plank_exercise_name`.
  package enum PlankExerciseName {
    package static let v45DegreePlank: UInt32 = 0
    package static let weighted45DegreePlank: UInt32 = 1
    package static let v90DegreeStaticHold: UInt32 = 2
    package static let weighted90DegreeStaticHold: UInt32 = 3
    package static let bearCrawl: UInt32 = 4
    package static let weightedBearCrawl: UInt32 = 5
    package static let crossBodyMountainClimber: UInt32 = 6
    package static let weightedCrossBodyMountainClimber: UInt32 = 7
    package static let elbowPlankPikeJacks: UInt32 = 8
    package static let weightedElbowPlankPikeJacks: UInt32 = 9
    package static let elevatedFeetPlank: UInt32 = 10
    package static let weightedElevatedFeetPlank: UInt32 = 11
    package static let elevatorAbs: UInt32 = 12
    package static let weightedElevatorAbs: UInt32 = 13
    package static let extendedPlank: UInt32 = 14
    package static let weightedExtendedPlank: UInt32 = 15
    package static let fullPlankPasseTwist: UInt32 = 16
    package static let weightedFullPlankPasseTwist: UInt32 = 17
    package static let inchingElbowPlank: UInt32 = 18
    package static let weightedInchingElbowPlank: UInt32 = 19
    package static let inchwormToSidePlank: UInt32 = 20
    package static let weightedInchwormToSidePlank: UInt32 = 21
    package static let kneelingPlank: UInt32 = 22
    package static let weightedKneelingPlank: UInt32 = 23
    package static let kneelingSidePlankWithLegLift: UInt32 = 24
    package static let weightedKneelingSidePlankWithLegLift: UInt32 = 25
    package static let lateralRoll: UInt32 = 26
    package static let weightedLateralRoll: UInt32 = 27
    package static let lyingReversePlank: UInt32 = 28
    package static let weightedLyingReversePlank: UInt32 = 29
    package static let medicineBallMountainClimber: UInt32 = 30
    package static let weightedMedicineBallMountainClimber: UInt32 = 31
    package static let modifiedMountainClimberAndExtension: UInt32 = 32
    package static let weightedModifiedMountainClimberAndExtension: UInt32 = 33
    package static let mountainClimber: UInt32 = 34
    package static let weightedMountainClimber: UInt32 = 35
    package static let mountainClimberOnSlidingDiscs: UInt32 = 36
    package static let weightedMountainClimberOnSlidingDiscs: UInt32 = 37
    package static let mountainClimberWithFeetOnBosuBall: UInt32 = 38
    package static let weightedMountainClimberWithFeetOnBosuBall: UInt32 = 39
    package static let mountainClimberWithHandsOnBench: UInt32 = 40
    package static let mountainClimberWithHandsOnSwissBall: UInt32 = 41
    package static let weightedMountainClimberWithHandsOnSwissBall: UInt32 = 42
    package static let plank: UInt32 = 43
    package static let plankJacksWithFeetOnSlidingDiscs: UInt32 = 44
    package static let weightedPlankJacksWithFeetOnSlidingDiscs: UInt32 = 45
    package static let plankKneeTwist: UInt32 = 46
    package static let weightedPlankKneeTwist: UInt32 = 47
    package static let plankPikeJumps: UInt32 = 48
    package static let weightedPlankPikeJumps: UInt32 = 49
    package static let plankPikes: UInt32 = 50
    package static let weightedPlankPikes: UInt32 = 51
    package static let plankToStandUp: UInt32 = 52
    package static let weightedPlankToStandUp: UInt32 = 53
    package static let plankWithArmRaise: UInt32 = 54
    package static let weightedPlankWithArmRaise: UInt32 = 55
    package static let plankWithKneeToElbow: UInt32 = 56
    package static let weightedPlankWithKneeToElbow: UInt32 = 57
    package static let plankWithObliqueCrunch: UInt32 = 58
    package static let weightedPlankWithObliqueCrunch: UInt32 = 59
    package static let plyometricSidePlank: UInt32 = 60
    package static let weightedPlyometricSidePlank: UInt32 = 61
    package static let rollingSidePlank: UInt32 = 62
    package static let weightedRollingSidePlank: UInt32 = 63
    package static let sideKickPlank: UInt32 = 64
    package static let weightedSideKickPlank: UInt32 = 65
    package static let sidePlank: UInt32 = 66
    package static let weightedSidePlank: UInt32 = 67
    package static let sidePlankAndRow: UInt32 = 68
    package static let weightedSidePlankAndRow: UInt32 = 69
    package static let sidePlankLift: UInt32 = 70
    package static let weightedSidePlankLift: UInt32 = 71
    package static let sidePlankWithElbowOnBosuBall: UInt32 = 72
    package static let weightedSidePlankWithElbowOnBosuBall: UInt32 = 73
    package static let sidePlankWithFeetOnBench: UInt32 = 74
    package static let weightedSidePlankWithFeetOnBench: UInt32 = 75
    package static let sidePlankWithKneeCircle: UInt32 = 76
    package static let weightedSidePlankWithKneeCircle: UInt32 = 77
    package static let sidePlankWithKneeTuck: UInt32 = 78
    package static let weightedSidePlankWithKneeTuck: UInt32 = 79
    package static let sidePlankWithLegLift: UInt32 = 80
    package static let weightedSidePlankWithLegLift: UInt32 = 81
    package static let sidePlankWithReachUnder: UInt32 = 82
    package static let weightedSidePlankWithReachUnder: UInt32 = 83
    package static let singleLegElevatedFeetPlank: UInt32 = 84
    package static let weightedSingleLegElevatedFeetPlank: UInt32 = 85
    package static let singleLegFlexAndExtend: UInt32 = 86
    package static let weightedSingleLegFlexAndExtend: UInt32 = 87
    package static let singleLegSidePlank: UInt32 = 88
    package static let weightedSingleLegSidePlank: UInt32 = 89
    package static let spidermanPlank: UInt32 = 90
    package static let weightedSpidermanPlank: UInt32 = 91
    package static let straightArmPlank: UInt32 = 92
    package static let weightedStraightArmPlank: UInt32 = 93
    package static let straightArmPlankWithShoulderTouch: UInt32 = 94
    package static let weightedStraightArmPlankWithShoulderTouch: UInt32 = 95
    package static let swissBallPlank: UInt32 = 96
    package static let weightedSwissBallPlank: UInt32 = 97
    package static let swissBallPlankLegLift: UInt32 = 98
    package static let weightedSwissBallPlankLegLift: UInt32 = 99
    package static let swissBallPlankLegLiftAndHold: UInt32 = 100
    package static let swissBallPlankWithFeetOnBench: UInt32 = 101
    package static let weightedSwissBallPlankWithFeetOnBench: UInt32 = 102
    package static let swissBallProneJackknife: UInt32 = 103
    package static let weightedSwissBallProneJackknife: UInt32 = 104
    package static let swissBallSidePlank: UInt32 = 105
    package static let weightedSwissBallSidePlank: UInt32 = 106
    package static let threeWayPlank: UInt32 = 107
    package static let weightedThreeWayPlank: UInt32 = 108
    package static let towelPlankAndKneeIn: UInt32 = 109
    package static let weightedTowelPlankAndKneeIn: UInt32 = 110
    package static let tStabilization: UInt32 = 111
    package static let weightedTStabilization: UInt32 = 112
    package static let turkishGetUpToSidePlank: UInt32 = 113
    package static let weightedTurkishGetUpToSidePlank: UInt32 = 114
    package static let twoPointPlank: UInt32 = 115
    package static let weightedTwoPointPlank: UInt32 = 116
    package static let weightedPlank: UInt32 = 117
    package static let wideStancePlankWithDiagonalArmLift: UInt32 = 118
    package static let weightedWideStancePlankWithDiagonalArmLift: UInt32 = 119
    package static let wideStancePlankWithDiagonalLegLift: UInt32 = 120
    package static let weightedWideStancePlankWithDiagonalLegLift: UInt32 = 121
    package static let wideStancePlankWithLegLift: UInt32 = 122
    package static let weightedWideStancePlankWithLegLift: UInt32 = 123
    package static let wideStancePlankWithOppositeArmAndLegLift: UInt32 = 124
    package static let weightedMountainClimberWithHandsOnBench: UInt32 = 125
    package static let weightedSwissBallPlankLegLiftAndHold: UInt32 = 126
    package static let weightedWideStancePlankWithOppositeArmAndLegLift: UInt32 = 127
    package static let plankWithFeetOnSwissBall: UInt32 = 128
    package static let sidePlankToPlankWithReachUnder: UInt32 = 129
    package static let bridgeWithGluteLowerLift: UInt32 = 130
    package static let bridgeOneLegBridge: UInt32 = 131
    package static let plankWithArmVariations: UInt32 = 132
    package static let plankWithLegLift: UInt32 = 133
    package static let reversePlankWithLegPull: UInt32 = 134
    package static let ringPlankSprawls: UInt32 = 135
  }
  /// Values of `plyo_exercise_name`.
  package enum PlyoExerciseName {
    package static let alternatingJumpLunge: UInt32 = 0
    package static let weightedAlternatingJumpLunge: UInt32 = 1
    package static let barbellJumpSquat: UInt32 = 2
    package static let bodyWeightJumpSquat: UInt32 = 3
    package static let weightedJumpSquat: UInt32 = 4
    package static let crossKneeStrike: UInt32 = 5
    package static let weightedCrossKneeStrike: UInt32 = 6
    package static let depthJump: UInt32 = 7
    package static let weightedDepthJump: UInt32 = 8
    package static let dumbbellJumpSquat: UInt32 = 9
    package static let dumbbellSplitJump: UInt32 = 10
    package static let frontKneeStrike: UInt32 = 11
    package static let weightedFrontKneeStrike: UInt32 = 12
    package static let highBoxJump: UInt32 = 13
    package static let weightedHighBoxJump: UInt32 = 14
    package static let isometricExplosiveBodyWeightJumpSquat: UInt32 = 15
    package static let weightedIsometricExplosiveJumpSquat: UInt32 = 16
    package static let lateralLeapAndHop: UInt32 = 17
    package static let weightedLateralLeapAndHop: UInt32 = 18
    package static let lateralPlyoSquats: UInt32 = 19
    package static let weightedLateralPlyoSquats: UInt32 = 20
    package static let lateralSlide: UInt32 = 21
    package static let weightedLateralSlide: UInt32 = 22
    package static let medicineBallOverheadThrows: UInt32 = 23
    package static let medicineBallSideThrow: UInt32 = 24
    package static let medicineBallSlam: UInt32 = 25
    package static let sideToSideMedicineBallThrows: UInt32 = 26
    package static let sideToSideShuffleJump: UInt32 = 27
    package static let weightedSideToSideShuffleJump: UInt32 = 28
    package static let squatJumpOntoBox: UInt32 = 29
    package static let weightedSquatJumpOntoBox: UInt32 = 30
    package static let squatJumpsInAndOut: UInt32 = 31
    package static let weightedSquatJumpsInAndOut: UInt32 = 32
    package static let boxJump: UInt32 = 33
    package static let boxJumpOvers: UInt32 = 34
    package static let boxJumpOversOverTheBox: UInt32 = 35
    package static let starJumpSquats: UInt32 = 36
    package static let jumpSquat: UInt32 = 37
  }
  /// Values of `pose_exercise_name`.
  package enum PoseExerciseName {
    package static let allFours: UInt32 = 0
    package static let ankleToKnee: UInt32 = 1
    package static let babyCobra: UInt32 = 2
    package static let boat: UInt32 = 3
    package static let boundAngle: UInt32 = 4
    package static let boundSeatedSingleLegForwardBend: UInt32 = 5
    package static let bow: UInt32 = 6
    package static let bowedHalfMoon: UInt32 = 7
    package static let bridge: UInt32 = 8
    package static let cat: UInt32 = 9
    package static let chair: UInt32 = 10
    package static let childs: UInt32 = 11
    package static let corpse: UInt32 = 12
    package static let cowFace: UInt32 = 13
    package static let cow: UInt32 = 14
    package static let devotionalWarrior: UInt32 = 15
    package static let dolphinPlank: UInt32 = 16
    package static let dolphin: UInt32 = 17
    package static let downDogKneeToNose: UInt32 = 18
    package static let downDogSplit: UInt32 = 19
    package static let downDogSplitOpenHipBentKnee: UInt32 = 20
    package static let downwardFacingDog: UInt32 = 21
    package static let eagle: UInt32 = 22
    package static let easySeated: UInt32 = 23
    package static let extendedPuppy: UInt32 = 24
    package static let extendedSideAngle: UInt32 = 25
    package static let fish: UInt32 = 26
    package static let fourLimbedStaff: UInt32 = 27
    package static let fullSplit: UInt32 = 28
    package static let gate: UInt32 = 29
    package static let halfChairHalfAnkleToKnee: UInt32 = 30
    package static let halfMoon: UInt32 = 31
    package static let headToKnee: UInt32 = 32
    package static let heron: UInt32 = 33
    package static let heros: UInt32 = 34
    package static let highLunge: UInt32 = 35
    package static let kneesChestChin: UInt32 = 36
    package static let lizard: UInt32 = 37
    package static let locust: UInt32 = 38
    package static let lowLunge: UInt32 = 39
    package static let lowLungeTwist: UInt32 = 40
    package static let lowLungeWithKneeDown: UInt32 = 41
    package static let mermaid: UInt32 = 42
    package static let mountain: UInt32 = 43
    package static let oneLeggedDownwardFacingPoseOpenHipBentKnee: UInt32 = 44
    package static let oneLeggedPigeon: UInt32 = 45
    package static let peacefulWarrior: UInt32 = 46
    package static let plank: UInt32 = 47
    package static let plow: UInt32 = 48
    package static let reclinedHandToFoot: UInt32 = 49
    package static let revolvedHalfMoon: UInt32 = 50
    package static let revolvedHeadToKnee: UInt32 = 51
    package static let revolvedTriangle: UInt32 = 52
    package static let runnersLunge: UInt32 = 53
    package static let seatedEasySideBend: UInt32 = 54
    package static let seatedEasyTwist: UInt32 = 55
    package static let seatedLongLegForwardBend: UInt32 = 56
    package static let seatedWideLegForwardBend: UInt32 = 57
    package static let shoulderStand: UInt32 = 58
    package static let sideBoat: UInt32 = 59
    package static let sidePlank: UInt32 = 60
    package static let sphinx: UInt32 = 61
    package static let squatOpenArmTwist: UInt32 = 62
    package static let squatPalmPress: UInt32 = 63
    package static let staff: UInt32 = 64
    package static let standingArmsUp: UInt32 = 65
    package static let standingForwardBendHalfwayUp: UInt32 = 66
    package static let standingForwardBend: UInt32 = 67
    package static let standingSideOpener: UInt32 = 68
    package static let standingSingleLegForwardBend: UInt32 = 69
    package static let standingSplit: UInt32 = 70
    package static let standingWideLegForwardBend: UInt32 = 71
    package static let standingWideLegForwardBendWithTwist: UInt32 = 72
    package static let supineSpinalTwist: UInt32 = 73
    package static let tableTop: UInt32 = 74
    package static let threadTheNeedle: UInt32 = 75
    package static let thunderbolt: UInt32 = 76
    package static let thunderboltPoseBothSidesArmStretch: UInt32 = 77
    package static let tree: UInt32 = 78
    package static let triangle: UInt32 = 79
    package static let upDog: UInt32 = 80
    package static let upwardFacingPlank: UInt32 = 81
    package static let warriorOne: UInt32 = 82
    package static let warriorThree: UInt32 = 83
    package static let warriorTwo: UInt32 = 84
    package static let wheel: UInt32 = 85
    package static let wideSideLunge: UInt32 = 86
    package static let deepBreathingWheelchair: UInt32 = 87
    package static let deepBreathingLowWheelchair: UInt32 = 88
    package static let deepBreathingMidWheelchair: UInt32 = 89
    package static let deepBreathingHighWheelchair: UInt32 = 90
    package static let prayerWheelchair: UInt32 = 91
    package static let overheadPrayerWheelchair: UInt32 = 92
    package static let cactusWheelchair: UInt32 = 93
    package static let breathingPunchesWheelchair: UInt32 = 94
    package static let breathingPunchesExtendedWheelchair: UInt32 = 95
    package static let breathingPunchesOverheadWheelchair: UInt32 = 96
    package static let breathingPunchesOverheadAndDownWheelchair: UInt32 = 97
    package static let breathingPunchesSideWheelchair: UInt32 = 98
    package static let breathingPunchesExtendedSideWheelchair: UInt32 = 99
    package static let breathingPunchesOverheadSideWheelchair: UInt32 = 100
    package static let breathingPunchesOverheadAndDownSideWheelchair: UInt32 = 101
    package static let leftHandBackWheelchair: UInt32 = 102
    package static let triangleWheelchair: UInt32 = 103
    package static let threadTheNeedleWheelchair: UInt32 = 104
    package static let neckFlexionAndExtensionWheelchair: UInt32 = 105
    package static let neckLateralFlexionWheelchair: UInt32 = 106
    package static let spineFlexionAndExtensionWheelchair: UInt32 = 107
    package static let spineRotationWheelchair: UInt32 = 108
    package static let spineLateralFlexionWheelchair: UInt32 = 109
    package static let alternativeSkiingWheelchair: UInt32 = 110
    package static let reachForwardWheelchair: UInt32 = 111
    package static let warriorWheelchair: UInt32 = 112
    package static let reverseWarriorWheelchair: UInt32 = 113
    package static let downwardFacingDogToCobra: UInt32 = 114
    package static let seatedCatCow: UInt32 = 115
  }
  /// Values of `power_phase_type`.
  package enum PowerPhaseType {
    package static let powerPhaseStartAngle: UInt32 = 0
    package static let powerPhaseEndAngle: UInt32 = 1
    package static let powerPhaseArcLength: UInt32 = 2
    package static let powerPhaseCenter: UInt32 = 3
  }
  /// Values of `projectile_type`.
  package enum ProjectileType {
    package static let arrow: UInt32 = 0
    package static let rifleCartridge: UInt32 = 1
    package static let pistolCartridge: UInt32 = 2
    package static let shotshell: UInt32 = 3
    package static let airRiflePellet: UInt32 = 4
    package static let other: UInt32 = 5
  }
  /// Values of `pull_up_exercise_name`.
  package enum PullUpExerciseName {
    package static let bandedPullUps: UInt32 = 0
    package static let v30DegreeLatPulldown: UInt32 = 1
    package static let bandAssistedChinUp: UInt32 = 2
    package static let closeGripChinUp: UInt32 = 3
    package static let weightedCloseGripChinUp: UInt32 = 4
    package static let closeGripLatPulldown: UInt32 = 5
    package static let crossoverChinUp: UInt32 = 6
    package static let weightedCrossoverChinUp: UInt32 = 7
    package static let ezBarPullover: UInt32 = 8
    package static let hangingHurdle: UInt32 = 9
    package static let weightedHangingHurdle: UInt32 = 10
    package static let kneelingLatPulldown: UInt32 = 11
    package static let kneelingUnderhandGripLatPulldown: UInt32 = 12
    package static let latPulldown: UInt32 = 13
    package static let mixedGripChinUp: UInt32 = 14
    package static let weightedMixedGripChinUp: UInt32 = 15
    package static let mixedGripPullUp: UInt32 = 16
    package static let weightedMixedGripPullUp: UInt32 = 17
    package static let reverseGripPulldown: UInt32 = 18
    package static let standingCablePullover: UInt32 = 19
    package static let straightArmPulldown: UInt32 = 20
    package static let swissBallEzBarPullover: UInt32 = 21
    package static let towelPullUp: UInt32 = 22
    package static let weightedTowelPullUp: UInt32 = 23
    package static let weightedPullUp: UInt32 = 24
    package static let wideGripLatPulldown: UInt32 = 25
    package static let wideGripPullUp: UInt32 = 26
    package static let weightedWideGripPullUp: UInt32 = 27
    package static let burpeePullUp: UInt32 = 28
    package static let weightedBurpeePullUp: UInt32 = 29
    package static let jumpingPullUps: UInt32 = 30
    package static let weightedJumpingPullUps: UInt32 = 31
    package static let kippingPullUp: UInt32 = 32
    package static let weightedKippingPullUp: UInt32 = 33
    package static let lPullUp: UInt32 = 34
    package static let weightedLPullUp: UInt32 = 35
    package static let suspendedChinUp: UInt32 = 36
    package static let weightedSuspendedChinUp: UInt32 = 37
    package static let pullUp: UInt32 = 38
    package static let chinUp: UInt32 = 39
    package static let neutralGripChinUp: UInt32 = 40
    package static let weightedChinUp: UInt32 = 41
    package static let bandAssistedPullUp: UInt32 = 42
    package static let neutralGripPullUp: UInt32 = 43
    package static let weightedNeutralGripChinUp: UInt32 = 44
    package static let weightedNeutralGripPullUp: UInt32 = 45
  }
  /// Values of `push_up_exercise_name`.
  package enum PushUpExerciseName {
    package static let chestPressWithBand: UInt32 = 0
    package static let alternatingStaggeredPushUp: UInt32 = 1
    package static let weightedAlternatingStaggeredPushUp: UInt32 = 2
    package static let alternatingHandsMedicineBallPushUp: UInt32 = 3
    package static let weightedAlternatingHandsMedicineBallPushUp: UInt32 = 4
    package static let bosuBallPushUp: UInt32 = 5
    package static let weightedBosuBallPushUp: UInt32 = 6
    package static let clappingPushUp: UInt32 = 7
    package static let weightedClappingPushUp: UInt32 = 8
    package static let closeGripMedicineBallPushUp: UInt32 = 9
    package static let weightedCloseGripMedicineBallPushUp: UInt32 = 10
    package static let closeHandsPushUp: UInt32 = 11
    package static let weightedCloseHandsPushUp: UInt32 = 12
    package static let declinePushUp: UInt32 = 13
    package static let weightedDeclinePushUp: UInt32 = 14
    package static let diamondPushUp: UInt32 = 15
    package static let weightedDiamondPushUp: UInt32 = 16
    package static let explosiveCrossoverPushUp: UInt32 = 17
    package static let weightedExplosiveCrossoverPushUp: UInt32 = 18
    package static let explosivePushUp: UInt32 = 19
    package static let weightedExplosivePushUp: UInt32 = 20
    package static let feetElevatedSideToSidePushUp: UInt32 = 21
    package static let weightedFeetElevatedSideToSidePushUp: UInt32 = 22
    package static let handReleasePushUp: UInt32 = 23
    package static let weightedHandReleasePushUp: UInt32 = 24
    package static let handstandPushUp: UInt32 = 25
    package static let weightedHandstandPushUp: UInt32 = 26
    package static let inclinePushUp: UInt32 = 27
    package static let weightedInclinePushUp: UInt32 = 28
    package static let isometricExplosivePushUp: UInt32 = 29
    package static let weightedIsometricExplosivePushUp: UInt32 = 30
    package static let judoPushUp: UInt32 = 31
    package static let weightedJudoPushUp: UInt32 = 32
    package static let kneelingPushUp: UInt32 = 33
    package static let weightedKneelingPushUp: UInt32 = 34
    package static let medicineBallChestPass: UInt32 = 35
    package static let medicineBallPushUp: UInt32 = 36
    package static let weightedMedicineBallPushUp: UInt32 = 37
    package static let oneArmPushUp: UInt32 = 38
    package static let weightedOneArmPushUp: UInt32 = 39
    package static let weightedPushUp: UInt32 = 40
    package static let pushUpAndRow: UInt32 = 41
    package static let weightedPushUpAndRow: UInt32 = 42
    package static let pushUpPlus: UInt32 = 43
    package static let weightedPushUpPlus: UInt32 = 44
    package static let pushUpWithFeetOnSwissBall: UInt32 = 45
    package static let weightedPushUpWithFeetOnSwissBall: UInt32 = 46
    package static let pushUpWithOneHandOnMedicineBall: UInt32 = 47
    package static let weightedPushUpWithOneHandOnMedicineBall: UInt32 = 48
    package static let shoulderPushUp: UInt32 = 49
    package static let weightedShoulderPushUp: UInt32 = 50
    package static let singleArmMedicineBallPushUp: UInt32 = 51
    package static let weightedSingleArmMedicineBallPushUp: UInt32 = 52
    package static let spidermanPushUp: UInt32 = 53
    package static let weightedSpidermanPushUp: UInt32 = 54
    package static let stackedFeetPushUp: UInt32 = 55
    package static let weightedStackedFeetPushUp: UInt32 = 56
    package static let staggeredHandsPushUp: UInt32 = 57
    package static let weightedStaggeredHandsPushUp: UInt32 = 58
    package static let suspendedPushUp: UInt32 = 59
    package static let weightedSuspendedPushUp: UInt32 = 60
    package static let swissBallPushUp: UInt32 = 61
    package static let weightedSwissBallPushUp: UInt32 = 62
    package static let swissBallPushUpPlus: UInt32 = 63
    package static let weightedSwissBallPushUpPlus: UInt32 = 64
    package static let tPushUp: UInt32 = 65
    package static let weightedTPushUp: UInt32 = 66
    package static let tripleStopPushUp: UInt32 = 67
    package static let weightedTripleStopPushUp: UInt32 = 68
    package static let wideHandsPushUp: UInt32 = 69
    package static let weightedWideHandsPushUp: UInt32 = 70
    package static let paralletteHandstandPushUp: UInt32 = 71
    package static let weightedParalletteHandstandPushUp: UInt32 = 72
    package static let ringHandstandPushUp: UInt32 = 73
    package static let weightedRingHandstandPushUp: UInt32 = 74
    package static let ringPushUp: UInt32 = 75
    package static let weightedRingPushUp: UInt32 = 76
    package static let pushUp: UInt32 = 77
    package static let pilatesPushup: UInt32 = 78
    package static let dynamicPushUp: UInt32 = 79
    package static let kippingHandstandPushUp: UInt32 = 80
    package static let shoulderTappingPushUp: UInt32 = 81
    package static let bicepsPushUp: UInt32 = 82
    package static let hinduPushUp: UInt32 = 83
    package static let pikePushUp: UInt32 = 84
    package static let wideGripPushUp: UInt32 = 85
    package static let weightedBicepsPushUp: UInt32 = 86
    package static let weightedHinduPushUp: UInt32 = 87
    package static let weightedPikePushUp: UInt32 = 88
    package static let kippingParalletteHandstandPushUp: UInt32 = 89
    package static let wallPushUp: UInt32 = 90
  }
  /// Values of `pwr_zone_calc`.
  package enum PwrZoneCalc {
    package static let custom: UInt32 = 0
    package static let percentFtp: UInt32 = 1
  }
  /// Values of `radar_threat_level_type`.
  package enum RadarThreatLevelType {
    package static let threatUnknown: UInt32 = 0
    package static let threatNone: UInt32 = 1
    package static let threatApproaching: UInt32 = 2
    package static let threatApproachingFast: UInt32 = 3
  }
  /// Values of `rider_position_type`.
  package enum RiderPositionType {
    package static let seated: UInt32 = 0
    package static let standing: UInt32 = 1
    package static let transitionToSeated: UInt32 = 2
    package static let transitionToStanding: UInt32 = 3
  }
  /// Values of `row_exercise_name`.
  package enum RowExerciseName {
    package static let barbellStraightLegDeadliftToRow: UInt32 = 0
    package static let cableRowStanding: UInt32 = 1
    package static let dumbbellRow: UInt32 = 2
    package static let elevatedFeetInvertedRow: UInt32 = 3
    package static let weightedElevatedFeetInvertedRow: UInt32 = 4
    package static let facePull: UInt32 = 5
    package static let facePullWithExternalRotation: UInt32 = 6
    package static let invertedRowWithFeetOnSwissBall: UInt32 = 7
    package static let weightedInvertedRowWithFeetOnSwissBall: UInt32 = 8
    package static let kettlebellRow: UInt32 = 9
    package static let modifiedInvertedRow: UInt32 = 10
    package static let weightedModifiedInvertedRow: UInt32 = 11
    package static let neutralGripAlternatingDumbbellRow: UInt32 = 12
    package static let oneArmBentOverRow: UInt32 = 13
    package static let oneLeggedDumbbellRow: UInt32 = 14
    package static let renegadeRow: UInt32 = 15
    package static let reverseGripBarbellRow: UInt32 = 16
    package static let ropeHandleCableRow: UInt32 = 17
    package static let seatedCableRow: UInt32 = 18
    package static let seatedDumbbellRow: UInt32 = 19
    package static let singleArmCableRow: UInt32 = 20
    package static let singleArmCableRowAndRotation: UInt32 = 21
    package static let singleArmInvertedRow: UInt32 = 22
    package static let weightedSingleArmInvertedRow: UInt32 = 23
    package static let singleArmNeutralGripDumbbellRow: UInt32 = 24
    package static let singleArmNeutralGripDumbbellRowAndRotation: UInt32 = 25
    package static let suspendedInvertedRow: UInt32 = 26
    package static let weightedSuspendedInvertedRow: UInt32 = 27
    package static let tBarRow: UInt32 = 28
    package static let towelGripInvertedRow: UInt32 = 29
    package static let weightedTowelGripInvertedRow: UInt32 = 30
    package static let underhandGripCableRow: UInt32 = 31
    package static let vGripCableRow: UInt32 = 32
    package static let wideGripSeatedCableRow: UInt32 = 33
    package static let alternatingDumbbellRow: UInt32 = 34
    package static let invertedRow: UInt32 = 35
    package static let row: UInt32 = 36
    package static let weightedRow: UInt32 = 37
    package static let indoorRow: UInt32 = 38
    package static let bandedFacePulls: UInt32 = 39
    package static let chestSupportedDumbbellRow: UInt32 = 40
    package static let declineRingRow: UInt32 = 41
    package static let elevatedRingRow: UInt32 = 42
    package static let rdlBentOverRowWithBarbellDumbbell: UInt32 = 43
    package static let ringRow: UInt32 = 44
    package static let barbellRow: UInt32 = 45
    package static let bentOverRowWithBarbell: UInt32 = 46
    package static let bentOverRowWithDumbell: UInt32 = 47
    package static let seatedUnderhandGripCableRow: UInt32 = 48
    package static let trxInvertedRow: UInt32 = 49
    package static let weightedInvertedRow: UInt32 = 50
    package static let weightedTrxInvertedRow: UInt32 = 51
    package static let dumbbellRowWheelchair: UInt32 = 52
  }
  /// Values of `run_exercise_name`.
  package enum RunExerciseName {
    package static let run: UInt32 = 0
    package static let walk: UInt32 = 1
    package static let jog: UInt32 = 2
    package static let sprint: UInt32 = 3
    package static let runOrWalk: UInt32 = 4
    package static let speedWalk: UInt32 = 5
    package static let warmUp: UInt32 = 6
  }
  /// Values of `run_indoor_exercise_name`.
  package enum RunIndoorExerciseName {
    package static let indoorTrackRun: UInt32 = 0
    package static let treadmill: UInt32 = 1
  }
  /// Values of `sandbag_exercise_name`.
  package enum SandbagExerciseName {
    package static let aroundTheWorld: UInt32 = 0
    package static let backSquat: UInt32 = 1
    package static let bearCrawlPullThrough: UInt32 = 2
    package static let bearHugSquat: UInt32 = 3
    package static let clean: UInt32 = 4
    package static let cleanAndPress: UInt32 = 5
    package static let curl: UInt32 = 6
    package static let frontCarry: UInt32 = 7
    package static let frontSquat: UInt32 = 8
    package static let lunge: UInt32 = 9
    package static let overheadPress: UInt32 = 10
    package static let plankPullThrough: UInt32 = 11
    package static let rotationalLunge: UInt32 = 12
    package static let row: UInt32 = 13
    package static let russianTwist: UInt32 = 14
    package static let shouldering: UInt32 = 15
    package static let shoveling: UInt32 = 16
    package static let sideLunge: UInt32 = 17
    package static let sprint: UInt32 = 18
    package static let zercherSquat: UInt32 = 19
  }
  /// Values of `saxon_grading_scale`.
  package enum SaxonGradingScale {
    package static let i: UInt32 = 0
    package static let iI: UInt32 = 1
    package static let iII: UInt32 = 2
    package static let iV: UInt32 = 3
    package static let v: UInt32 = 4
    package static let vI: UInt32 = 5
    package static let vIIA: UInt32 = 6
    package static let vIIB: UInt32 = 7
    package static let vIIC: UInt32 = 8
    package static let vIIIA: UInt32 = 9
    package static let vIIIB: UInt32 = 10
    package static let vIIIC: UInt32 = 11
    package static let iXA: UInt32 = 12
    package static let iXB: UInt32 = 13
    package static let iXC: UInt32 = 14
    package static let xA: UInt32 = 15
    package static let xB: UInt32 = 16
    package static let xC: UInt32 = 17
    package static let xIA: UInt32 = 18
    package static let xIB: UInt32 = 19
    package static let xIC: UInt32 = 20
    package static let xIIA: UInt32 = 21
    package static let xIIB: UInt32 = 22
    package static let xIIC: UInt32 = 23
  }
  /// Values of `schedule`.
  package enum Schedule {
    package static let workout: UInt32 = 0
    package static let course: UInt32 = 1
  }
  /// Values of `segment_delete_status`.
  package enum SegmentDeleteStatus {
    package static let doNotDelete: UInt32 = 0
    package static let deleteOne: UInt32 = 1
    package static let deleteAll: UInt32 = 2
  }
  /// Values of `segment_lap_status`.
  package enum SegmentLapStatus {
    package static let end: UInt32 = 0
    package static let fail: UInt32 = 1
  }
  /// Values of `segment_leaderboard_type`.
  package enum SegmentLeaderboardType {
    package static let overall: UInt32 = 0
    package static let personalBest: UInt32 = 1
    package static let connections: UInt32 = 2
    package static let group: UInt32 = 3
    package static let challenger: UInt32 = 4
    package static let kom: UInt32 = 5
    package static let qom: UInt32 = 6
    package static let pr: UInt32 = 7
    package static let goal: UInt32 = 8
    package static let carrot: UInt32 = 9
    package static let clubLeader: UInt32 = 10
    package static let rival: UInt32 = 11
    package static let last: UInt32 = 12
    package static let recentBest: UInt32 = 13
    package static let courseRecord: UInt32 = 14
  }
  /// Values of `segment_selection_type`.
  package enum SegmentSelectionType {
    package static let starred: UInt32 = 0
    package static let suggested: UInt32 = 1
  }
  /// Values of `sensor_type`.
  package enum SensorType {
    package static let accelerometer: UInt32 = 0
    package static let gyroscope: UInt32 = 1
    package static let compass: UInt32 = 2
    package static let barometer: UInt32 = 3
  }
  /// Values of `session_trigger`.
  package enum SessionTrigger {
    package static let activityEnd: UInt32 = 0
    package static let manual: UInt32 = 1
    package static let autoMultiSport: UInt32 = 2
    package static let fitnessEquipment: UInt32 = 3
  }
  /// Values of `set_type`.
  package enum SetType {
    package static let rest: UInt32 = 0
    package static let active: UInt32 = 1
  }
  /// Values of `shoulder_press_exercise_name`.
  package enum ShoulderPressExerciseName {
    package static let alternatingDumbbellShoulderPress: UInt32 = 0
    package static let arnoldPress: UInt32 = 1
    package static let barbellFrontSquatToPushPress: UInt32 = 2
    package static let barbellPushPress: UInt32 = 3
    package static let barbellShoulderPress: UInt32 = 4
    package static let deadCurlPress: UInt32 = 5
    package static let dumbbellAlternatingShoulderPressAndTwist: UInt32 = 6
    package static let dumbbellHammerCurlToLungeToPress: UInt32 = 7
    package static let dumbbellPushPress: UInt32 = 8
    package static let floorInvertedShoulderPress: UInt32 = 9
    package static let weightedFloorInvertedShoulderPress: UInt32 = 10
    package static let invertedShoulderPress: UInt32 = 11
    package static let weightedInvertedShoulderPress: UInt32 = 12
    package static let oneArmPushPress: UInt32 = 13
    package static let overheadBarbellPress: UInt32 = 14
    package static let overheadDumbbellPress: UInt32 = 15
    package static let seatedBarbellShoulderPress: UInt32 = 16
    package static let seatedDumbbellShoulderPress: UInt32 = 17
    package static let singleArmDumbbellShoulderPress: UInt32 = 18
    package static let singleArmStepUpAndPress: UInt32 = 19
    package static let smithMachineOverheadPress: UInt32 = 20
    package static let splitStanceHammerCurlToPress: UInt32 = 21
    package static let swissBallDumbbellShoulderPress: UInt32 = 22
    package static let weightPlateFrontRaise: UInt32 = 23
    package static let dumbbellShoulderPress: UInt32 = 24
    package static let militaryPress: UInt32 = 25
    package static let strictPress: UInt32 = 27
    package static let dumbbellFrontRaise: UInt32 = 28
    package static let dumbbellCurlToOverheadPressWheelchair: UInt32 = 29
    package static let arnoldPressWheelchair: UInt32 = 30
    package static let overheadDumbbellPressWheelchair: UInt32 = 31
  }
  /// Values of `shoulder_stability_exercise_name`.
  package enum ShoulderStabilityExerciseName {
    package static let v90DegreeCableExternalRotation: UInt32 = 0
    package static let bandExternalRotation: UInt32 = 1
    package static let bandInternalRotation: UInt32 = 2
    package static let bentArmLateralRaiseAndExternalRotation: UInt32 = 3
    package static let cableExternalRotation: UInt32 = 4
    package static let dumbbellFacePullWithExternalRotation: UInt32 = 5
    package static let floorIRaise: UInt32 = 6
    package static let weightedFloorIRaise: UInt32 = 7
    package static let floorTRaise: UInt32 = 8
    package static let weightedFloorTRaise: UInt32 = 9
    package static let floorYRaise: UInt32 = 10
    package static let weightedFloorYRaise: UInt32 = 11
    package static let inclineIRaise: UInt32 = 12
    package static let weightedInclineIRaise: UInt32 = 13
    package static let inclineLRaise: UInt32 = 14
    package static let weightedInclineLRaise: UInt32 = 15
    package static let inclineTRaise: UInt32 = 16
    package static let weightedInclineTRaise: UInt32 = 17
    package static let inclineWRaise: UInt32 = 18
    package static let weightedInclineWRaise: UInt32 = 19
    package static let inclineYRaise: UInt32 = 20
    package static let weightedInclineYRaise: UInt32 = 21
    package static let lyingExternalRotation: UInt32 = 22
    package static let seatedDumbbellExternalRotation: UInt32 = 23
    package static let standingLRaise: UInt32 = 24
    package static let swissBallIRaise: UInt32 = 25
    package static let weightedSwissBallIRaise: UInt32 = 26
    package static let swissBallTRaise: UInt32 = 27
    package static let weightedSwissBallTRaise: UInt32 = 28
    package static let swissBallWRaise: UInt32 = 29
    package static let weightedSwissBallWRaise: UInt32 = 30
    package static let swissBallYRaise: UInt32 = 31
    package static let weightedSwissBallYRaise: UInt32 = 32
    package static let cableInternalRotation: UInt32 = 33
    package static let lyingInternalRotation: UInt32 = 34
    package static let seatedDumbbellInternalRotation: UInt32 = 35
  }
  /// Values of `shrug_exercise_name`.
  package enum ShrugExerciseName {
    package static let barbellJumpShrug: UInt32 = 0
    package static let barbellShrug: UInt32 = 1
    package static let barbellUprightRow: UInt32 = 2
    package static let behindTheBackSmithMachineShrug: UInt32 = 3
    package static let dumbbellJumpShrug: UInt32 = 4
    package static let dumbbellShrug: UInt32 = 5
    package static let dumbbellUprightRow: UInt32 = 6
    package static let inclineDumbbellShrug: UInt32 = 7
    package static let overheadBarbellShrug: UInt32 = 8
    package static let overheadDumbbellShrug: UInt32 = 9
    package static let scaptionAndShrug: UInt32 = 10
    package static let scapularRetraction: UInt32 = 11
    package static let serratusChairShrug: UInt32 = 12
    package static let weightedSerratusChairShrug: UInt32 = 13
    package static let serratusShrug: UInt32 = 14
    package static let weightedSerratusShrug: UInt32 = 15
    package static let wideGripJumpShrug: UInt32 = 16
    package static let wideGripBarbellShrug: UInt32 = 17
    package static let behindTheBackShrug: UInt32 = 18
    package static let dumbbellShrugWheelchair: UInt32 = 19
    package static let shrugWheelchair: UInt32 = 20
    package static let shrugArmDownWheelchair: UInt32 = 21
    package static let shrugArmMidWheelchair: UInt32 = 22
    package static let shrugArmUpWheelchair: UInt32 = 23
    package static let uprightRow: UInt32 = 24
  }
  /// Values of `side`.
  package enum Side {
    package static let right: UInt32 = 0
    package static let left: UInt32 = 1
  }
  /// Values of `sit_up_exercise_name`.
  package enum SitUpExerciseName {
    package static let alternatingSitUp: UInt32 = 0
    package static let weightedAlternatingSitUp: UInt32 = 1
    package static let bentKneeVUp: UInt32 = 2
    package static let weightedBentKneeVUp: UInt32 = 3
    package static let butterflySitUp: UInt32 = 4
    package static let weightedButterflySitup: UInt32 = 5
    package static let crossPunchRollUp: UInt32 = 6
    package static let weightedCrossPunchRollUp: UInt32 = 7
    package static let crossedArmsSitUp: UInt32 = 8
    package static let weightedCrossedArmsSitUp: UInt32 = 9
    package static let getUpSitUp: UInt32 = 10
    package static let weightedGetUpSitUp: UInt32 = 11
    package static let hoveringSitUp: UInt32 = 12
    package static let weightedHoveringSitUp: UInt32 = 13
    package static let kettlebellSitUp: UInt32 = 14
    package static let medicineBallAlternatingVUp: UInt32 = 15
    package static let medicineBallSitUp: UInt32 = 16
    package static let medicineBallVUp: UInt32 = 17
    package static let modifiedSitUp: UInt32 = 18
    package static let negativeSitUp: UInt32 = 19
    package static let oneArmFullSitUp: UInt32 = 20
    package static let recliningCircle: UInt32 = 21
    package static let weightedRecliningCircle: UInt32 = 22
    package static let reverseCurlUp: UInt32 = 23
    package static let weightedReverseCurlUp: UInt32 = 24
    package static let singleLegSwissBallJackknife: UInt32 = 25
    package static let weightedSingleLegSwissBallJackknife: UInt32 = 26
    package static let theTeaser: UInt32 = 27
    package static let theTeaserWeighted: UInt32 = 28
    package static let threePartRollDown: UInt32 = 29
    package static let weightedThreePartRollDown: UInt32 = 30
    package static let vUp: UInt32 = 31
    package static let weightedVUp: UInt32 = 32
    package static let weightedRussianTwistOnSwissBall: UInt32 = 33
    package static let weightedSitUp: UInt32 = 34
    package static let xAbs: UInt32 = 35
    package static let weightedXAbs: UInt32 = 36
    package static let sitUp: UInt32 = 37
    package static let ghdSitUps: UInt32 = 38
    package static let sitUpTurkishGetUp: UInt32 = 39
    package static let russianTwistOnSwissBall: UInt32 = 40
  }
  /// Values of `sled_exercise_name`.
  package enum SledExerciseName {
    package static let backwardDrag: UInt32 = 0
    package static let chestPress: UInt32 = 1
    package static let forwardDrag: UInt32 = 2
    package static let lowPush: UInt32 = 3
    package static let push: UInt32 = 4
    package static let row: UInt32 = 5
  }
  /// Values of `sledge_hammer_exercise_name`.
  package enum SledgeHammerExerciseName {
    package static let lateralSwing: UInt32 = 0
    package static let hammerSlam: UInt32 = 1
  }
  /// Values of `sleep_disruption_severity`.
  package enum SleepDisruptionSeverity {
    package static let none: UInt32 = 0
    package static let low: UInt32 = 1
    package static let medium: UInt32 = 2
    package static let high: UInt32 = 3
  }
  /// Values of `sleep_level`.
  package enum SleepLevel {
    package static let unmeasurable: UInt32 = 0
    package static let awake: UInt32 = 1
    package static let light: UInt32 = 2
    package static let deep: UInt32 = 3
    package static let rem: UInt32 = 4
  }
  /// Values of `source_type`.
  package enum SourceType {
    package static let ant: UInt32 = 0
    package static let antplus: UInt32 = 1
    package static let bluetooth: UInt32 = 2
    package static let bluetoothLowEnergy: UInt32 = 3
    package static let wifi: UInt32 = 4
    package static let local: UInt32 = 5
  }
  /// Values of `split_status`.
  package enum SplitStatus {
    package static let failure: UInt32 = 0
    package static let success: UInt32 = 1
    package static let climbAttempted: UInt32 = 2
    package static let climbCompleted: UInt32 = 3
  }
  /// Values of `split_type`.
  package enum SplitType {
    package static let ascentSplit: UInt32 = 1
    package static let descentSplit: UInt32 = 2
    package static let intervalActive: UInt32 = 3
    package static let intervalRest: UInt32 = 4
    package static let intervalWarmup: UInt32 = 5
    package static let intervalCooldown: UInt32 = 6
    package static let intervalRecovery: UInt32 = 7
    package static let intervalOther: UInt32 = 8
    package static let climbActive: UInt32 = 9
    package static let climbRest: UInt32 = 10
    package static let surfActive: UInt32 = 11
    package static let runActive: UInt32 = 12
    package static let runRest: UInt32 = 13
    package static let workoutRound: UInt32 = 14
    package static let rwdRun: UInt32 = 17
    package static let rwdWalk: UInt32 = 18
    package static let windsurfActive: UInt32 = 21
    package static let rwdStand: UInt32 = 22
    package static let transition: UInt32 = 23
    package static let skiLiftSplit: UInt32 = 28
    package static let skiRunSplit: UInt32 = 29
  }
  /// Values of `spo2_measurement_type`.
  package enum Spo2MeasurementType {
    package static let offWrist: UInt32 = 0
    package static let spotCheck: UInt32 = 1
    package static let continuousCheck: UInt32 = 2
    package static let periodic: UInt32 = 3
  }
  /// Values of `sport`.
  package enum Sport {
    package static let generic: UInt32 = 0
    package static let running: UInt32 = 1
    package static let cycling: UInt32 = 2
    package static let transition: UInt32 = 3
    package static let fitnessEquipment: UInt32 = 4
    package static let swimming: UInt32 = 5
    package static let basketball: UInt32 = 6
    package static let soccer: UInt32 = 7
    package static let tennis: UInt32 = 8
    package static let americanFootball: UInt32 = 9
    package static let training: UInt32 = 10
    package static let walking: UInt32 = 11
    package static let crossCountrySkiing: UInt32 = 12
    package static let alpineSkiing: UInt32 = 13
    package static let snowboarding: UInt32 = 14
    package static let rowing: UInt32 = 15
    package static let mountaineering: UInt32 = 16
    package static let hiking: UInt32 = 17
    package static let multisport: UInt32 = 18
    package static let paddling: UInt32 = 19
    package static let flying: UInt32 = 20
    package static let eBiking: UInt32 = 21
    package static let motorcycling: UInt32 = 22
    package static let boating: UInt32 = 23
    package static let driving: UInt32 = 24
    package static let golf: UInt32 = 25
    package static let hangGliding: UInt32 = 26
    package static let horsebackRiding: UInt32 = 27
    package static let hunting: UInt32 = 28
    package static let fishing: UInt32 = 29
    package static let inlineSkating: UInt32 = 30
    package static let rockClimbing: UInt32 = 31
    package static let sailing: UInt32 = 32
    package static let iceSkating: UInt32 = 33
    package static let skyDiving: UInt32 = 34
    package static let snowshoeing: UInt32 = 35
    package static let snowmobiling: UInt32 = 36
    package static let standUpPaddleboarding: UInt32 = 37
    package static let surfing: UInt32 = 38
    package static let wakeboarding: UInt32 = 39
    package static let waterSkiing: UInt32 = 40
    package static let kayaking: UInt32 = 41
    package static let rafting: UInt32 = 42
    package static let windsurfing: UInt32 = 43
    package static let kitesurfing: UInt32 = 44
    package static let tactical: UInt32 = 45
    package static let jumpmaster: UInt32 = 46
    package static let boxing: UInt32 = 47
    package static let floorClimbing: UInt32 = 48
    package static let baseball: UInt32 = 49
    package static let diving: UInt32 = 53
    package static let shooting: UInt32 = 56
    package static let winterSport: UInt32 = 58
    package static let grinding: UInt32 = 59
    package static let hiit: UInt32 = 62
    package static let videoGaming: UInt32 = 63
    package static let racket: UInt32 = 64
    package static let wheelchairPushWalk: UInt32 = 65
    package static let wheelchairPushRun: UInt32 = 66
    package static let meditation: UInt32 = 67
    package static let paraSport: UInt32 = 68
    package static let discGolf: UInt32 = 69
    package static let teamSport: UInt32 = 70
    package static let cricket: UInt32 = 71
    package static let rugby: UInt32 = 72
    package static let hockey: UInt32 = 73
    package static let lacrosse: UInt32 = 74
    package static let volleyball: UInt32 = 75
    package static let waterTubing: UInt32 = 76
    package static let wakesurfing: UInt32 = 77
    package static let waterSport: UInt32 = 78
    package static let archery: UInt32 = 79
    package static let mixedMartialArts: UInt32 = 80
    package static let motorSports: UInt32 = 81
    package static let snorkeling: UInt32 = 82
    package static let dance: UInt32 = 83
    package static let jumpRope: UInt32 = 84
    package static let poolApnea: UInt32 = 85
    package static let mobility: UInt32 = 86
    package static let geocaching: UInt32 = 87
    package static let canoeing: UInt32 = 88
    package static let all: UInt32 = 254
  }
  /// Values of `sport_bits_0`.
  package enum SportBits0 {
    package static let generic: UInt32 = 1
    package static let running: UInt32 = 2
    package static let cycling: UInt32 = 4
    package static let transition: UInt32 = 8
    package static let fitnessEquipment: UInt32 = 16
    package static let swimming: UInt32 = 32
    package static let basketball: UInt32 = 64
    package static let soccer: UInt32 = 128
  }
  /// Values of `sport_bits_1`.
  package enum SportBits1 {
    package static let tennis: UInt32 = 1
    package static let americanFootball: UInt32 = 2
    package static let training: UInt32 = 4
    package static let walking: UInt32 = 8
    package static let crossCountrySkiing: UInt32 = 16
    package static let alpineSkiing: UInt32 = 32
    package static let snowboarding: UInt32 = 64
    package static let rowing: UInt32 = 128
  }
  /// Values of `sport_bits_2`.
  package enum SportBits2 {
    package static let mountaineering: UInt32 = 1
    package static let hiking: UInt32 = 2
    package static let multisport: UInt32 = 4
    package static let paddling: UInt32 = 8
    package static let flying: UInt32 = 16
    package static let eBiking: UInt32 = 32
    package static let motorcycling: UInt32 = 64
    package static let boating: UInt32 = 128
  }
  /// Values of `sport_bits_3`.
  package enum SportBits3 {
    package static let driving: UInt32 = 1
    package static let golf: UInt32 = 2
    package static let hangGliding: UInt32 = 4
    package static let horsebackRiding: UInt32 = 8
    package static let hunting: UInt32 = 16
    package static let fishing: UInt32 = 32
    package static let inlineSkating: UInt32 = 64
    package static let rockClimbing: UInt32 = 128
  }
  /// Values of `sport_bits_4`.
  package enum SportBits4 {
    package static let sailing: UInt32 = 1
    package static let iceSkating: UInt32 = 2
    package static let skyDiving: UInt32 = 4
    package static let snowshoeing: UInt32 = 8
    package static let snowmobiling: UInt32 = 16
    package static let standUpPaddleboarding: UInt32 = 32
    package static let surfing: UInt32 = 64
    package static let wakeboarding: UInt32 = 128
  }
  /// Values of `sport_bits_5`.
  package enum SportBits5 {
    package static let waterSkiing: UInt32 = 1
    package static let kayaking: UInt32 = 2
    package static let rafting: UInt32 = 4
    package static let windsurfing: UInt32 = 8
    package static let kitesurfing: UInt32 = 16
    package static let tactical: UInt32 = 32
    package static let jumpmaster: UInt32 = 64
    package static let boxing: UInt32 = 128
  }
  /// Values of `sport_bits_6`.
  package enum SportBits6 {
    package static let floorClimbing: UInt32 = 1
  }
  /// Values of `sport_event`.
  package enum SportEvent {
    package static let uncategorized: UInt32 = 0
    package static let geocaching: UInt32 = 1
    package static let fitness: UInt32 = 2
    package static let recreation: UInt32 = 3
    package static let race: UInt32 = 4
    package static let specialEvent: UInt32 = 5
    package static let training: UInt32 = 6
    package static let transportation: UInt32 = 7
    package static let touring: UInt32 = 8
  }
  /// Values of `squat_exercise_name`.
  package enum SquatExerciseName {
    package static let legPress: UInt32 = 0
    package static let backSquatWithBodyBar: UInt32 = 1
    package static let backSquats: UInt32 = 2
    package static let weightedBackSquats: UInt32 = 3
    package static let balancingSquat: UInt32 = 4
    package static let weightedBalancingSquat: UInt32 = 5
    package static let barbellBackSquat: UInt32 = 6
    package static let barbellBoxSquat: UInt32 = 7
    package static let barbellFrontSquat: UInt32 = 8
    package static let barbellHackSquat: UInt32 = 9
    package static let barbellHangSquatSnatch: UInt32 = 10
    package static let barbellLateralStepUp: UInt32 = 11
    package static let barbellQuarterSquat: UInt32 = 12
    package static let barbellSiffSquat: UInt32 = 13
    package static let barbellSquatSnatch: UInt32 = 14
    package static let barbellSquatWithHeelsRaised: UInt32 = 15
    package static let barbellStepover: UInt32 = 16
    package static let barbellStepUp: UInt32 = 17
    package static let benchSquatWithRotationalChop: UInt32 = 18
    package static let weightedBenchSquatWithRotationalChop: UInt32 = 19
    package static let bodyWeightWallSquat: UInt32 = 20
    package static let weightedWallSquat: UInt32 = 21
    package static let boxStepSquat: UInt32 = 22
    package static let weightedBoxStepSquat: UInt32 = 23
    package static let bracedSquat: UInt32 = 24
    package static let crossedArmBarbellFrontSquat: UInt32 = 25
    package static let crossoverDumbbellStepUp: UInt32 = 26
    package static let dumbbellFrontSquat: UInt32 = 27
    package static let dumbbellSplitSquat: UInt32 = 28
    package static let dumbbellSquat: UInt32 = 29
    package static let dumbbellSquatClean: UInt32 = 30
    package static let dumbbellStepover: UInt32 = 31
    package static let dumbbellStepUp: UInt32 = 32
    package static let elevatedSingleLegSquat: UInt32 = 33
    package static let weightedElevatedSingleLegSquat: UInt32 = 34
    package static let figureFourSquats: UInt32 = 35
    package static let weightedFigureFourSquats: UInt32 = 36
    package static let gobletSquat: UInt32 = 37
    package static let kettlebellSquat: UInt32 = 38
    package static let kettlebellSwingOverhead: UInt32 = 39
    package static let kettlebellSwingWithFlipToSquat: UInt32 = 40
    package static let lateralDumbbellStepUp: UInt32 = 41
    package static let oneLeggedSquat: UInt32 = 42
    package static let overheadDumbbellSquat: UInt32 = 43
    package static let overheadSquat: UInt32 = 44
    package static let partialSingleLegSquat: UInt32 = 45
    package static let weightedPartialSingleLegSquat: UInt32 = 46
    package static let pistolSquat: UInt32 = 47
    package static let weightedPistolSquat: UInt32 = 48
    package static let plieSlides: UInt32 = 49
    package static let weightedPlieSlides: UInt32 = 50
    package static let plieSquat: UInt32 = 51
    package static let weightedPlieSquat: UInt32 = 52
    package static let prisonerSquat: UInt32 = 53
    package static let weightedPrisonerSquat: UInt32 = 54
    package static let singleLegBenchGetUp: UInt32 = 55
    package static let weightedSingleLegBenchGetUp: UInt32 = 56
    package static let singleLegBenchSquat: UInt32 = 57
    package static let weightedSingleLegBenchSquat: UInt32 = 58
    package static let singleLegSquatOnSwissBall: UInt32 = 59
    package static let weightedSingleLegSquatOnSwissBall: UInt32 = 60
    package static let squat: UInt32 = 61
    package static let weightedSquat: UInt32 = 62
    package static let squatsWithBand: UInt32 = 63
    package static let staggeredSquat: UInt32 = 64
    package static let weightedStaggeredSquat: UInt32 = 65
    package static let stepUp: UInt32 = 66
    package static let weightedStepUp: UInt32 = 67
    package static let suitcaseSquats: UInt32 = 68
    package static let sumoSquat: UInt32 = 69
    package static let sumoSquatSlideIn: UInt32 = 70
    package static let weightedSumoSquatSlideIn: UInt32 = 71
    package static let sumoSquatToHighPull: UInt32 = 72
    package static let sumoSquatToStand: UInt32 = 73
    package static let weightedSumoSquatToStand: UInt32 = 74
    package static let sumoSquatWithRotation: UInt32 = 75
    package static let weightedSumoSquatWithRotation: UInt32 = 76
    package static let swissBallBodyWeightWallSquat: UInt32 = 77
    package static let weightedSwissBallWallSquat: UInt32 = 78
    package static let thrusters: UInt32 = 79
    package static let unevenSquat: UInt32 = 80
    package static let weightedUnevenSquat: UInt32 = 81
    package static let waistSlimmingSquat: UInt32 = 82
    package static let wallBall: UInt32 = 83
    package static let wideStanceBarbellSquat: UInt32 = 84
    package static let wideStanceGobletSquat: UInt32 = 85
    package static let zercherSquat: UInt32 = 86
    package static let kbsOverhead: UInt32 = 87
    package static let squatAndSideKick: UInt32 = 88
    package static let squatJumpsInNOut: UInt32 = 89
    package static let pilatesPlieSquatsParallelTurnedOutFlatAndHeels: UInt32 = 90
    package static let releveStraightLegAndKneeBentWithOneLegVariation: UInt32 = 91
    package static let alternatingBoxDumbbellStepUps: UInt32 = 92
    package static let dumbbellOverheadSquatSingleArm: UInt32 = 93
    package static let dumbbellSquatSnatch: UInt32 = 94
    package static let medicineBallSquat: UInt32 = 95
    package static let wallBallSquatAndPress: UInt32 = 97
    package static let squatAmericanSwing: UInt32 = 98
    package static let airSquat: UInt32 = 100
    package static let dumbbellThrusters: UInt32 = 101
    package static let overheadBarbellSquat: UInt32 = 102
  }
  /// Values of `stair_stepper_exercise_name`.
  package enum StairStepperExerciseName {
    package static let stairStepper: UInt32 = 0
  }
  /// Values of `stroke_type`.
  package enum StrokeType {
    package static let noEvent: UInt32 = 0
    package static let other: UInt32 = 1
    package static let serve: UInt32 = 2
    package static let forehand: UInt32 = 3
    package static let backhand: UInt32 = 4
    package static let smash: UInt32 = 5
  }
  /// Values of `sub_sport`.
  package enum SubSport {
    package static let generic: UInt32 = 0
    package static let treadmill: UInt32 = 1
    package static let street: UInt32 = 2
    package static let trail: UInt32 = 3
    package static let track: UInt32 = 4
    package static let spin: UInt32 = 5
    package static let indoorCycling: UInt32 = 6
    package static let road: UInt32 = 7
    package static let mountain: UInt32 = 8
    package static let downhill: UInt32 = 9
    package static let recumbent: UInt32 = 10
    package static let cyclocross: UInt32 = 11
    package static let handCycling: UInt32 = 12
    package static let trackCycling: UInt32 = 13
    package static let indoorRowing: UInt32 = 14
    package static let elliptical: UInt32 = 15
    package static let stairClimbing: UInt32 = 16
    package static let lapSwimming: UInt32 = 17
    package static let openWater: UInt32 = 18
    package static let flexibilityTraining: UInt32 = 19
    package static let strengthTraining: UInt32 = 20
    package static let warmUp: UInt32 = 21
    package static let match: UInt32 = 22
    package static let exercise: UInt32 = 23
    package static let challenge: UInt32 = 24
    package static let indoorSkiing: UInt32 = 25
    package static let cardioTraining: UInt32 = 26
    package static let indoorWalking: UInt32 = 27
    package static let eBikeFitness: UInt32 = 28
    package static let bmx: UInt32 = 29
    package static let casualWalking: UInt32 = 30
    package static let speedWalking: UInt32 = 31
    package static let bikeToRunTransition: UInt32 = 32
    package static let runToBikeTransition: UInt32 = 33
    package static let swimToBikeTransition: UInt32 = 34
    package static let atv: UInt32 = 35
    package static let motocross: UInt32 = 36
    package static let backcountry: UInt32 = 37
    package static let resort: UInt32 = 38
    package static let rcDrone: UInt32 = 39
    package static let wingsuit: UInt32 = 40
    package static let whitewater: UInt32 = 41
    package static let skateSkiing: UInt32 = 42
    package static let yoga: UInt32 = 43
    package static let pilates: UInt32 = 44
    package static let indoorRunning: UInt32 = 45
    package static let gravelCycling: UInt32 = 46
    package static let eBikeMountain: UInt32 = 47
    package static let commuting: UInt32 = 48
    package static let mixedSurface: UInt32 = 49
    package static let navigate: UInt32 = 50
    package static let trackMe: UInt32 = 51
    package static let map: UInt32 = 52
    package static let singleGasDiving: UInt32 = 53
    package static let multiGasDiving: UInt32 = 54
    package static let gaugeDiving: UInt32 = 55
    package static let apneaDiving: UInt32 = 56
    package static let apneaHunting: UInt32 = 57
    package static let virtualActivity: UInt32 = 58
    package static let obstacle: UInt32 = 59
    package static let breathing: UInt32 = 62
    package static let ccrDiving: UInt32 = 63
    package static let sailRace: UInt32 = 65
    package static let expedition: UInt32 = 66
    package static let ultra: UInt32 = 67
    package static let indoorClimbing: UInt32 = 68
    package static let bouldering: UInt32 = 69
    package static let hiit: UInt32 = 70
    package static let indoorGrinding: UInt32 = 71
    package static let huntingWithDogs: UInt32 = 72
    package static let amrap: UInt32 = 73
    package static let emom: UInt32 = 74
    package static let tabata: UInt32 = 75
    package static let esport: UInt32 = 77
    package static let triathlon: UInt32 = 78
    package static let duathlon: UInt32 = 79
    package static let brick: UInt32 = 80
    package static let swimRun: UInt32 = 81
    package static let adventureRace: UInt32 = 82
    package static let truckerWorkout: UInt32 = 83
    package static let pickleball: UInt32 = 84
    package static let padel: UInt32 = 85
    package static let indoorWheelchairWalk: UInt32 = 86
    package static let indoorWheelchairRun: UInt32 = 87
    package static let indoorHandCycling: UInt32 = 88
    package static let field: UInt32 = 90
    package static let ice: UInt32 = 91
    package static let ultimate: UInt32 = 92
    package static let platform: UInt32 = 93
    package static let squash: UInt32 = 94
    package static let badminton: UInt32 = 95
    package static let racquetball: UInt32 = 96
    package static let tableTennis: UInt32 = 97
    package static let overland: UInt32 = 98
    package static let trollingMotor: UInt32 = 99
    package static let flyCanopy: UInt32 = 110
    package static let flyParaglide: UInt32 = 111
    package static let flyParamotor: UInt32 = 112
    package static let flyPressurized: UInt32 = 113
    package static let flyNavigate: UInt32 = 114
    package static let flyTimer: UInt32 = 115
    package static let flyAltimeter: UInt32 = 116
    package static let flyWx: UInt32 = 117
    package static let flyVfr: UInt32 = 118
    package static let flyIfr: UInt32 = 119
    package static let dynamicApnea: UInt32 = 121
    package static let enduro: UInt32 = 123
    package static let rucking: UInt32 = 124
    package static let rally: UInt32 = 125
    package static let poolTriathlon: UInt32 = 126
    package static let eBikeEnduro: UInt32 = 127
    package static let all: UInt32 = 254
  }
  /// Values of `supported_exd_screen_layouts`.
  package enum SupportedExdScreenLayouts {
    package static let fullScreen: UInt32 = 1
    package static let halfVertical: UInt32 = 2
    package static let halfHorizontal: UInt32 = 4
    package static let halfVerticalRightSplit: UInt32 = 8
    package static let halfHorizontalBottomSplit: UInt32 = 16
    package static let fullQuarterSplit: UInt32 = 32
    package static let halfVerticalLeftSplit: UInt32 = 64
    package static let halfHorizontalTopSplit: UInt32 = 128
  }
  /// Values of `suspension_exercise_name`.
  package enum SuspensionExerciseName {
    package static let chestFly: UInt32 = 0
    package static let chestPress: UInt32 = 1
    package static let crunch: UInt32 = 2
    package static let curl: UInt32 = 3
    package static let dip: UInt32 = 4
    package static let facePull: UInt32 = 5
    package static let gluteBridge: UInt32 = 6
    package static let hamstringCurl: UInt32 = 7
    package static let hipDrop: UInt32 = 8
    package static let invertedRow: UInt32 = 9
    package static let kneeDriveJump: UInt32 = 10
    package static let kneeToChest: UInt32 = 11
    package static let latPullover: UInt32 = 12
    package static let lunge: UInt32 = 13
    package static let mountainClimber: UInt32 = 14
    package static let pendulum: UInt32 = 15
    package static let pike: UInt32 = 16
    package static let plank: UInt32 = 17
    package static let powerPull: UInt32 = 18
    package static let pullUp: UInt32 = 19
    package static let pushUp: UInt32 = 20
    package static let reverseMountainClimber: UInt32 = 21
    package static let reversePlank: UInt32 = 22
    package static let rollout: UInt32 = 23
    package static let row: UInt32 = 24
    package static let sideLunge: UInt32 = 25
    package static let sidePlank: UInt32 = 26
    package static let singleLegDeadlift: UInt32 = 27
    package static let singleLegSquat: UInt32 = 28
    package static let sitUp: UInt32 = 29
    package static let split: UInt32 = 30
    package static let squat: UInt32 = 31
    package static let squatJump: UInt32 = 32
    package static let tricepPress: UInt32 = 33
    package static let yFly: UInt32 = 34
  }
  /// Values of `swim_stroke`.
  package enum SwimStroke {
    package static let freestyle: UInt32 = 0
    package static let backstroke: UInt32 = 1
    package static let breaststroke: UInt32 = 2
    package static let butterfly: UInt32 = 3
    package static let drill: UInt32 = 4
    package static let mixed: UInt32 = 5
    package static let im: UInt32 = 6
    package static let imByRound: UInt32 = 7
    package static let rimo: UInt32 = 8
  }
  /// Values of `switch`.
  package enum Switch {
    package static let off: UInt32 = 0
    package static let on: UInt32 = 1
    package static let auto: UInt32 = 2
  }
  /// Values of `tap_sensitivity`.
  package enum TapSensitivity {
    package static let high: UInt32 = 0
    package static let medium: UInt32 = 1
    package static let low: UInt32 = 2
  }
  /// Values of `time_mode`.
  package enum TimeMode {
    package static let hour12: UInt32 = 0
    package static let hour24: UInt32 = 1
    package static let military: UInt32 = 2
    package static let hour12WithSeconds: UInt32 = 3
    package static let hour24WithSeconds: UInt32 = 4
    package static let utc: UInt32 = 5
  }
  /// Values of `time_zone`.
  package enum TimeZone {
    package static let almaty: UInt32 = 0
    package static let bangkok: UInt32 = 1
    package static let bombay: UInt32 = 2
    package static let brasilia: UInt32 = 3
    package static let cairo: UInt32 = 4
    package static let capeVerdeIs: UInt32 = 5
    package static let darwin: UInt32 = 6
    package static let eniwetok: UInt32 = 7
    package static let fiji: UInt32 = 8
    package static let hongKong: UInt32 = 9
    package static let islamabad: UInt32 = 10
    package static let kabul: UInt32 = 11
    package static let magadan: UInt32 = 12
    package static let midAtlantic: UInt32 = 13
    package static let moscow: UInt32 = 14
    package static let muscat: UInt32 = 15
    package static let newfoundland: UInt32 = 16
    package static let samoa: UInt32 = 17
    package static let sydney: UInt32 = 18
    package static let tehran: UInt32 = 19
    package static let tokyo: UInt32 = 20
    package static let usAlaska: UInt32 = 21
    package static let usAtlantic: UInt32 = 22
    package static let usCentral: UInt32 = 23
    package static let usEastern: UInt32 = 24
    package static let usHawaii: UInt32 = 25
    package static let usMountain: UInt32 = 26
    package static let usPacific: UInt32 = 27
    package static let other: UInt32 = 28
    package static let auckland: UInt32 = 29
    package static let kathmandu: UInt32 = 30
    package static let europeWesternWet: UInt32 = 31
    package static let europeCentralCet: UInt32 = 32
    package static let europeEasternEet: UInt32 = 33
    package static let jakarta: UInt32 = 34
    package static let perth: UInt32 = 35
    package static let adelaide: UInt32 = 36
    package static let brisbane: UInt32 = 37
    package static let tasmania: UInt32 = 38
    package static let iceland: UInt32 = 39
    package static let amsterdam: UInt32 = 40
    package static let athens: UInt32 = 41
    package static let barcelona: UInt32 = 42
    package static let berlin: UInt32 = 43
    package static let brussels: UInt32 = 44
    package static let budapest: UInt32 = 45
    package static let copenhagen: UInt32 = 46
    package static let dublin: UInt32 = 47
    package static let helsinki: UInt32 = 48
    package static let lisbon: UInt32 = 49
    package static let london: UInt32 = 50
    package static let madrid: UInt32 = 51
    package static let munich: UInt32 = 52
    package static let oslo: UInt32 = 53
    package static let paris: UInt32 = 54
    package static let prague: UInt32 = 55
    package static let reykjavik: UInt32 = 56
    package static let rome: UInt32 = 57
    package static let stockholm: UInt32 = 58
    package static let vienna: UInt32 = 59
    package static let warsaw: UInt32 = 60
    package static let zurich: UInt32 = 61
    package static let quebec: UInt32 = 62
    package static let ontario: UInt32 = 63
    package static let manitoba: UInt32 = 64
    package static let saskatchewan: UInt32 = 65
    package static let alberta: UInt32 = 66
    package static let britishColumbia: UInt32 = 67
    package static let boise: UInt32 = 68
    package static let boston: UInt32 = 69
    package static let chicago: UInt32 = 70
    package static let dallas: UInt32 = 71
    package static let denver: UInt32 = 72
    package static let kansasCity: UInt32 = 73
    package static let lasVegas: UInt32 = 74
    package static let losAngeles: UInt32 = 75
    package static let miami: UInt32 = 76
    package static let minneapolis: UInt32 = 77
    package static let newYork: UInt32 = 78
    package static let newOrleans: UInt32 = 79
    package static let phoenix: UInt32 = 80
    package static let santaFe: UInt32 = 81
    package static let seattle: UInt32 = 82
    package static let washingtonDc: UInt32 = 83
    package static let usArizona: UInt32 = 84
    package static let chita: UInt32 = 85
    package static let ekaterinburg: UInt32 = 86
    package static let irkutsk: UInt32 = 87
    package static let kaliningrad: UInt32 = 88
    package static let krasnoyarsk: UInt32 = 89
    package static let novosibirsk: UInt32 = 90
    package static let petropavlovskKamchatskiy: UInt32 = 91
    package static let samara: UInt32 = 92
    package static let vladivostok: UInt32 = 93
    package static let mexicoCentral: UInt32 = 94
    package static let mexicoMountain: UInt32 = 95
    package static let mexicoPacific: UInt32 = 96
    package static let capeTown: UInt32 = 97
    package static let winkhoek: UInt32 = 98
    package static let lagos: UInt32 = 99
    package static let riyahd: UInt32 = 100
    package static let venezuela: UInt32 = 101
    package static let australiaLh: UInt32 = 102
    package static let santiago: UInt32 = 103
    package static let manual: UInt32 = 253
    package static let automatic: UInt32 = 254
  }
  /// Values of `timer_trigger`.
  package enum TimerTrigger {
    package static let manual: UInt32 = 0
    package static let auto: UInt32 = 1
    package static let fitnessEquipment: UInt32 = 2
  }
  /// Values of `tire_exercise_name`.
  package enum TireExerciseName {
    package static let flip: UInt32 = 0
  }
  /// Values of `tissue_model_type`.
  package enum TissueModelType {
    package static let zhl16c: UInt32 = 0
  }
  /// Values of `tone`.
  package enum Tone {
    package static let off: UInt32 = 0
    package static let tone: UInt32 = 1
    package static let vibrate: UInt32 = 2
    package static let toneAndVibrate: UInt32 = 3
  }
  /// Values of `total_body_exercise_name`.
  package enum TotalBodyExerciseName {
    package static let burpee: UInt32 = 0
    package static let weightedBurpee: UInt32 = 1
    package static let burpeeBoxJump: UInt32 = 2
    package static let weightedBurpeeBoxJump: UInt32 = 3
    package static let highPullBurpee: UInt32 = 4
    package static let manMakers: UInt32 = 5
    package static let oneArmBurpee: UInt32 = 6
    package static let squatThrusts: UInt32 = 7
    package static let weightedSquatThrusts: UInt32 = 8
    package static let squatPlankPushUp: UInt32 = 9
    package static let weightedSquatPlankPushUp: UInt32 = 10
    package static let standingTRotationBalance: UInt32 = 11
    package static let weightedStandingTRotationBalance: UInt32 = 12
    package static let barbellBurpee: UInt32 = 13
    package static let burpeeBoxJumpOverYesLiterallyJumpingOverTheBox: UInt32 = 15
    package static let burpeeBoxJumpStepUpOver: UInt32 = 16
    package static let lateralBarbellBurpee: UInt32 = 17
    package static let totalBodyBurpeeOverBar: UInt32 = 18
    package static let burpeeBoxJumpOver: UInt32 = 19
    package static let burpeeWheelchair: UInt32 = 20
  }
  /// Values of `triceps_extension_exercise_name`.
  package enum TricepsExtensionExerciseName {
    package static let benchDip: UInt32 = 0
    package static let weightedBenchDip: UInt32 = 1
    package static let bodyWeightDip: UInt32 = 2
    package static let cableKickback: UInt32 = 3
    package static let cableLyingTricepsExtension: UInt32 = 4
    package static let cableOverheadTricepsExtension: UInt32 = 5
    package static let dumbbellKickback: UInt32 = 6
    package static let dumbbellLyingTricepsExtension: UInt32 = 7
    package static let ezBarOverheadTricepsExtension: UInt32 = 8
    package static let inclineDip: UInt32 = 9
    package static let weightedInclineDip: UInt32 = 10
    package static let inclineEzBarLyingTricepsExtension: UInt32 = 11
    package static let lyingDumbbellPulloverToExtension: UInt32 = 12
    package static let lyingEzBarTricepsExtension: UInt32 = 13
    package static let lyingTricepsExtensionToCloseGripBenchPress: UInt32 = 14
    package static let overheadDumbbellTricepsExtension: UInt32 = 15
    package static let recliningTricepsPress: UInt32 = 16
    package static let reverseGripPressdown: UInt32 = 17
    package static let reverseGripTricepsPressdown: UInt32 = 18
    package static let ropePressdown: UInt32 = 19
    package static let seatedBarbellOverheadTricepsExtension: UInt32 = 20
    package static let seatedDumbbellOverheadTricepsExtension: UInt32 = 21
    package static let seatedEzBarOverheadTricepsExtension: UInt32 = 22
    package static let seatedSingleArmOverheadDumbbellExtension: UInt32 = 23
    package static let singleArmDumbbellOverheadTricepsExtension: UInt32 = 24
    package static let singleDumbbellSeatedOverheadTricepsExtension: UInt32 = 25
    package static let singleLegBenchDipAndKick: UInt32 = 26
    package static let weightedSingleLegBenchDipAndKick: UInt32 = 27
    package static let singleLegDip: UInt32 = 28
    package static let weightedSingleLegDip: UInt32 = 29
    package static let staticLyingTricepsExtension: UInt32 = 30
    package static let suspendedDip: UInt32 = 31
    package static let weightedSuspendedDip: UInt32 = 32
    package static let swissBallDumbbellLyingTricepsExtension: UInt32 = 33
    package static let swissBallEzBarLyingTricepsExtension: UInt32 = 34
    package static let swissBallEzBarOverheadTricepsExtension: UInt32 = 35
    package static let tabletopDip: UInt32 = 36
    package static let weightedTabletopDip: UInt32 = 37
    package static let tricepsExtensionOnFloor: UInt32 = 38
    package static let tricepsPressdown: UInt32 = 39
    package static let weightedDip: UInt32 = 40
    package static let alternatingDumbbellLyingTricepsExtension: UInt32 = 41
    package static let tricepsPress: UInt32 = 42
    package static let dumbbellKickbackWheelchair: UInt32 = 43
    package static let overheadDumbbellTricepsExtensionWheelchair: UInt32 = 44
  }
  /// Values of `turn_type`.
  package enum TurnType {
    package static let arrivingIdx: UInt32 = 0
    package static let arrivingLeftIdx: UInt32 = 1
    package static let arrivingRightIdx: UInt32 = 2
    package static let arrivingViaIdx: UInt32 = 3
    package static let arrivingViaLeftIdx: UInt32 = 4
    package static let arrivingViaRightIdx: UInt32 = 5
    package static let bearKeepLeftIdx: UInt32 = 6
    package static let bearKeepRightIdx: UInt32 = 7
    package static let continueIdx: UInt32 = 8
    package static let exitLeftIdx: UInt32 = 9
    package static let exitRightIdx: UInt32 = 10
    package static let ferryIdx: UInt32 = 11
    package static let roundabout45Idx: UInt32 = 12
    package static let roundabout90Idx: UInt32 = 13
    package static let roundabout135Idx: UInt32 = 14
    package static let roundabout180Idx: UInt32 = 15
    package static let roundabout225Idx: UInt32 = 16
    package static let roundabout270Idx: UInt32 = 17
    package static let roundabout315Idx: UInt32 = 18
    package static let roundabout360Idx: UInt32 = 19
    package static let roundaboutNeg45Idx: UInt32 = 20
    package static let roundaboutNeg90Idx: UInt32 = 21
    package static let roundaboutNeg135Idx: UInt32 = 22
    package static let roundaboutNeg180Idx: UInt32 = 23
    package static let roundaboutNeg225Idx: UInt32 = 24
    package static let roundaboutNeg270Idx: UInt32 = 25
    package static let roundaboutNeg315Idx: UInt32 = 26
    package static let roundaboutNeg360Idx: UInt32 = 27
    package static let roundaboutGenericIdx: UInt32 = 28
    package static let roundaboutNegGenericIdx: UInt32 = 29
    package static let sharpTurnLeftIdx: UInt32 = 30
    package static let sharpTurnRightIdx: UInt32 = 31
    package static let turnLeftIdx: UInt32 = 32
    package static let turnRightIdx: UInt32 = 33
    package static let uturnLeftIdx: UInt32 = 34
    package static let uturnRightIdx: UInt32 = 35
    package static let iconInvIdx: UInt32 = 36
    package static let iconIdxCnt: UInt32 = 37
  }
  /// Values of `uiaa_grading_scale`.
  package enum UiaaGradingScale {
    package static let i: UInt32 = 0
    package static let iI: UInt32 = 1
    package static let iII: UInt32 = 2
    package static let iVMinus: UInt32 = 3
    package static let iV: UInt32 = 4
    package static let iVPlus: UInt32 = 5
    package static let vMinus: UInt32 = 6
    package static let v: UInt32 = 7
    package static let vPlus: UInt32 = 8
    package static let vIMinus: UInt32 = 9
    package static let vI: UInt32 = 10
    package static let vIPlus: UInt32 = 11
    package static let vIIMinus: UInt32 = 12
    package static let vII: UInt32 = 13
    package static let vIIPlus: UInt32 = 14
    package static let vIIIMinus: UInt32 = 15
    package static let vIII: UInt32 = 16
    package static let vIIIPlus: UInt32 = 17
    package static let iXMinus: UInt32 = 18
    package static let iX: UInt32 = 19
    package static let iXPlus: UInt32 = 20
    package static let xMinus: UInt32 = 21
    package static let x: UInt32 = 22
    package static let xPlus: UInt32 = 23
    package static let xIMinus: UInt32 = 24
    package static let xI: UInt32 = 25
    package static let xIPlus: UInt32 = 26
    package static let xIIMinus: UInt32 = 27
  }
  /// Values of `user_local_id`.
  package enum UserLocalId {
    package static let localMin: UInt32 = 0
    package static let localMax: UInt32 = 15
    package static let stationaryMin: UInt32 = 16
    package static let stationaryMax: UInt32 = 255
    package static let portableMin: UInt32 = 256
    package static let portableMax: UInt32 = 65534
  }
  /// Values of `vermin_grading_scale`.
  package enum VerminGradingScale {
    package static let vb: UInt32 = 0
    package static let v0: UInt32 = 1
    package static let v1: UInt32 = 2
    package static let v2: UInt32 = 3
    package static let v3: UInt32 = 4
    package static let v4: UInt32 = 5
    package static let v5: UInt32 = 6
    package static let v6: UInt32 = 7
    package static let v7: UInt32 = 8
    package static let v8: UInt32 = 9
    package static let v9: UInt32 = 10
    package static let v10: UInt32 = 11
    package static let v11: UInt32 = 12
    package static let v12: UInt32 = 13
    package static let v13: UInt32 = 14
    package static let v14: UInt32 = 15
    package static let v15: UInt32 = 16
    package static let v16: UInt32 = 17
    package static let v17: UInt32 = 18
  }
  /// Values of `warm_up_exercise_name`.
  package enum WarmUpExerciseName {
    package static let quadrupedRocking: UInt32 = 0
    package static let neckTilts: UInt32 = 1
    package static let ankleCircles: UInt32 = 2
    package static let ankleDorsiflexionWithBand: UInt32 = 3
    package static let ankleInternalRotation: UInt32 = 4
    package static let armCircles: UInt32 = 5
    package static let bentOverReachToSky: UInt32 = 6
    package static let catCamel: UInt32 = 7
    package static let elbowToFootLunge: UInt32 = 8
    package static let forwardAndBackwardLegSwings: UInt32 = 9
    package static let groiners: UInt32 = 10
    package static let invertedHamstringStretch: UInt32 = 11
    package static let lateralDuckUnder: UInt32 = 12
    package static let neckRotations: UInt32 = 13
    package static let oppositeArmAndLegBalance: UInt32 = 14
    package static let reachRollAndLift: UInt32 = 15
    package static let scorpion: UInt32 = 16
    package static let shoulderCircles: UInt32 = 17
    package static let sideToSideLegSwings: UInt32 = 18
    package static let sleeperStretch: UInt32 = 19
    package static let slideOut: UInt32 = 20
    package static let swissBallHipCrossover: UInt32 = 21
    package static let swissBallReachRollAndLift: UInt32 = 22
    package static let swissBallWindshieldWipers: UInt32 = 23
    package static let thoracicRotation: UInt32 = 24
    package static let walkingHighKicks: UInt32 = 25
    package static let walkingHighKnees: UInt32 = 26
    package static let walkingKneeHugs: UInt32 = 27
    package static let walkingLegCradles: UInt32 = 28
    package static let walkout: UInt32 = 29
    package static let walkoutFromPushUpPosition: UInt32 = 30
    package static let bicepsStretch: UInt32 = 31
    package static let glutesStretch: UInt32 = 32
    package static let standingHamstringStretch: UInt32 = 33
    package static let stretch9090: UInt32 = 34
    package static let stretchAbs: UInt32 = 35
    package static let stretchButterfly: UInt32 = 36
    package static let stretchCalf: UInt32 = 37
    package static let stretchCatCow: UInt32 = 38
    package static let stretchChildsPose: UInt32 = 39
    package static let stretchCobra: UInt32 = 40
    package static let stretchForearms: UInt32 = 41
    package static let stretchForwardGlutes: UInt32 = 42
    package static let stretchFrontSplit: UInt32 = 43
    package static let stretchHamstring: UInt32 = 44
    package static let stretchHipFlexorAndQuad: UInt32 = 45
    package static let stretchLat: UInt32 = 46
    package static let stretchLevatorScapulae: UInt32 = 47
    package static let stretchLungeWithSpinalTwist: UInt32 = 48
    package static let stretchLungingHipFlexor: UInt32 = 49
    package static let stretchLyingAbduction: UInt32 = 50
    package static let stretchLyingItBand: UInt32 = 51
    package static let stretchLyingKneeToChest: UInt32 = 52
    package static let stretchLyingPiriformis: UInt32 = 53
    package static let stretchLyingSpinalTwist: UInt32 = 54
    package static let stretchNeck: UInt32 = 55
    package static let stretchObliques: UInt32 = 56
    package static let stretchOverUnderShoulder: UInt32 = 57
    package static let stretchPectoral: UInt32 = 58
    package static let stretchPigeonPose: UInt32 = 59
    package static let stretchPiriformis: UInt32 = 60
    package static let stretchQuad: UInt32 = 61
    package static let stretchScorpion: UInt32 = 62
    package static let stretchShoulder: UInt32 = 63
    package static let stretchSide: UInt32 = 64
    package static let stretchSideLunge: UInt32 = 65
    package static let stretchSideSplit: UInt32 = 66
    package static let stretchStandingItBand: UInt32 = 67
    package static let stretchStraddle: UInt32 = 68
    package static let stretchTriceps: UInt32 = 69
    package static let stretchWallChestAndShoulder: UInt32 = 70
    package static let neckRotationsWheelchair: UInt32 = 71
    package static let halfKneelingArmRotation: UInt32 = 72
    package static let threeWayAnkleMobilization: UInt32 = 73
    package static let ninetyNinetyHipSwitch: UInt32 = 74
    package static let activeFrog: UInt32 = 75
    package static let shoulderSweeps: UInt32 = 76
    package static let ankleLunges: UInt32 = 77
    package static let backRollFoamRoller: UInt32 = 78
    package static let bearCrawl: UInt32 = 79
    package static let latissimusDorsiFoamRoll: UInt32 = 80
    package static let reverseTHipOpener: UInt32 = 81
    package static let shoulderRolls: UInt32 = 82
    package static let chestOpeners: UInt32 = 83
    package static let tricepsStretch: UInt32 = 84
    package static let upperBackStretch: UInt32 = 85
    package static let hipCircles: UInt32 = 86
    package static let ankleStretch: UInt32 = 87
    package static let marchingInPlace: UInt32 = 88
    package static let tricepsStretchWheelchair: UInt32 = 89
    package static let upperBackStretchWheelchair: UInt32 = 90
  }
  /// Values of `watchface_mode`.
  package enum WatchfaceMode {
    package static let digital: UInt32 = 0
    package static let analog: UInt32 = 1
    package static let connectIq: UInt32 = 2
    package static let disabled: UInt32 = 3
  }
  /// Values of `water_type`.
  package enum WaterType {
    package static let fresh: UInt32 = 0
    package static let salt: UInt32 = 1
    package static let en13319: UInt32 = 2
    package static let custom: UInt32 = 3
  }
  /// Values of `weather_report`.
  package enum WeatherReport {
    package static let current: UInt32 = 0
    package static let hourlyForecast: UInt32 = 1
    package static let dailyForecast: UInt32 = 2
  }
  /// Values of `weather_severe_type`.
  package enum WeatherSevereType {
    package static let unspecified: UInt32 = 0
    package static let tornado: UInt32 = 1
    package static let tsunami: UInt32 = 2
    package static let hurricane: UInt32 = 3
    package static let extremeWind: UInt32 = 4
    package static let typhoon: UInt32 = 5
    package static let inlandHurricane: UInt32 = 6
    package static let hurricaneForceWind: UInt32 = 7
    package static let waterspout: UInt32 = 8
    package static let severeThunderstorm: UInt32 = 9
    package static let wreckhouseWinds: UInt32 = 10
    package static let lesSuetesWind: UInt32 = 11
    package static let avalanche: UInt32 = 12
    package static let flashFlood: UInt32 = 13
    package static let tropicalStorm: UInt32 = 14
    package static let inlandTropicalStorm: UInt32 = 15
    package static let blizzard: UInt32 = 16
    package static let iceStorm: UInt32 = 17
    package static let freezingRain: UInt32 = 18
    package static let debrisFlow: UInt32 = 19
    package static let flashFreeze: UInt32 = 20
    package static let dustStorm: UInt32 = 21
    package static let highWind: UInt32 = 22
    package static let winterStorm: UInt32 = 23
    package static let heavyFreezingSpray: UInt32 = 24
    package static let extremeCold: UInt32 = 25
    package static let windChill: UInt32 = 26
    package static let coldWave: UInt32 = 27
    package static let heavySnowAlert: UInt32 = 28
    package static let lakeEffectBlowingSnow: UInt32 = 29
    package static let snowSquall: UInt32 = 30
    package static let lakeEffectSnow: UInt32 = 31
    package static let winterWeather: UInt32 = 32
    package static let sleet: UInt32 = 33
    package static let snowfall: UInt32 = 34
    package static let snowAndBlowingSnow: UInt32 = 35
    package static let blowingSnow: UInt32 = 36
    package static let snowAlert: UInt32 = 37
    package static let arcticOutflow: UInt32 = 38
    package static let freezingDrizzle: UInt32 = 39
    package static let storm: UInt32 = 40
    package static let stormSurge: UInt32 = 41
    package static let rainfall: UInt32 = 42
    package static let arealFlood: UInt32 = 43
    package static let coastalFlood: UInt32 = 44
    package static let lakeshoreFlood: UInt32 = 45
    package static let excessiveHeat: UInt32 = 46
    package static let heat: UInt32 = 47
    package static let weather: UInt32 = 48
    package static let highHeatAndHumidity: UInt32 = 49
    package static let humidexAndHealth: UInt32 = 50
    package static let humidex: UInt32 = 51
    package static let gale: UInt32 = 52
    package static let freezingSpray: UInt32 = 53
    package static let specialMarine: UInt32 = 54
    package static let squall: UInt32 = 55
    package static let strongWind: UInt32 = 56
    package static let lakeWind: UInt32 = 57
    package static let marineWeather: UInt32 = 58
    package static let wind: UInt32 = 59
    package static let smallCraftHazardousSeas: UInt32 = 60
    package static let hazardousSeas: UInt32 = 61
    package static let smallCraft: UInt32 = 62
    package static let smallCraftWinds: UInt32 = 63
    package static let smallCraftRoughBar: UInt32 = 64
    package static let highWaterLevel: UInt32 = 65
    package static let ashfall: UInt32 = 66
    package static let freezingFog: UInt32 = 67
    package static let denseFog: UInt32 = 68
    package static let denseSmoke: UInt32 = 69
    package static let blowingDust: UInt32 = 70
    package static let hardFreeze: UInt32 = 71
    package static let freeze: UInt32 = 72
    package static let frost: UInt32 = 73
    package static let fireWeather: UInt32 = 74
    package static let flood: UInt32 = 75
    package static let ripTide: UInt32 = 76
    package static let highSurf: UInt32 = 77
    package static let smog: UInt32 = 78
    package static let airQuality: UInt32 = 79
    package static let briskWind: UInt32 = 80
    package static let airStagnation: UInt32 = 81
    package static let lowWater: UInt32 = 82
    package static let hydrological: UInt32 = 83
    package static let specialWeather: UInt32 = 84
  }
  /// Values of `weather_severity`.
  package enum WeatherSeverity {
    package static let unknown: UInt32 = 0
    package static let warning: UInt32 = 1
    package static let watch: UInt32 = 2
    package static let advisory: UInt32 = 3
    package static let statement: UInt32 = 4
  }
  /// Values of `weather_status`.
  package enum WeatherStatus {
    package static let clear: UInt32 = 0
    package static let partlyCloudy: UInt32 = 1
    package static let mostlyCloudy: UInt32 = 2
    package static let rain: UInt32 = 3
    package static let snow: UInt32 = 4
    package static let windy: UInt32 = 5
    package static let thunderstorms: UInt32 = 6
    package static let wintryMix: UInt32 = 7
    package static let fog: UInt32 = 8
    package static let hazy: UInt32 = 11
    package static let hail: UInt32 = 12
    package static let scatteredShowers: UInt32 = 13
    package static let scatteredThunderstorms: UInt32 = 14
    package static let unknownPrecipitation: UInt32 = 15
    package static let lightRain: UInt32 = 16
    package static let heavyRain: UInt32 = 17
    package static let lightSnow: UInt32 = 18
    package static let heavySnow: UInt32 = 19
    package static let lightRainSnow: UInt32 = 20
    package static let heavyRainSnow: UInt32 = 21
    package static let cloudy: UInt32 = 22
  }
  /// Values of `weight`.
  package enum Weight {
    package static let calculating: UInt32 = 65534
  }
  /// Values of `wkt_step_duration`.
  package enum WktStepDuration {
    package static let time: UInt32 = 0
    package static let distance: UInt32 = 1
    package static let hrLessThan: UInt32 = 2
    package static let hrGreaterThan: UInt32 = 3
    package static let calories: UInt32 = 4
    package static let `open`: UInt32 = 5
    package static let repeatUntilStepsCmplt: UInt32 = 6
    package static let repeatUntilTime: UInt32 = 7
    package static let repeatUntilDistance: UInt32 = 8
    package static let repeatUntilCalories: UInt32 = 9
    package static let repeatUntilHrLessThan: UInt32 = 10
    package static let repeatUntilHrGreaterThan: UInt32 = 11
    package static let repeatUntilPowerLessThan: UInt32 = 12
    package static let repeatUntilPowerGreaterThan: UInt32 = 13
    package static let powerLessThan: UInt32 = 14
    package static let powerGreaterThan: UInt32 = 15
    package static let trainingPeaksTss: UInt32 = 16
    package static let repeatUntilPowerLastLapLessThan: UInt32 = 17
    package static let repeatUntilMaxPowerLastLapLessThan: UInt32 = 18
    package static let power3sLessThan: UInt32 = 19
    package static let power10sLessThan: UInt32 = 20
    package static let power30sLessThan: UInt32 = 21
    package static let power3sGreaterThan: UInt32 = 22
    package static let power10sGreaterThan: UInt32 = 23
    package static let power30sGreaterThan: UInt32 = 24
    package static let powerLapLessThan: UInt32 = 25
    package static let powerLapGreaterThan: UInt32 = 26
    package static let repeatUntilTrainingPeaksTss: UInt32 = 27
    package static let repetitionTime: UInt32 = 28
    package static let reps: UInt32 = 29
    package static let timeOnly: UInt32 = 31
  }
  /// Values of `wkt_step_target`.
  package enum WktStepTarget {
    package static let speed: UInt32 = 0
    package static let heartRate: UInt32 = 1
    package static let `open`: UInt32 = 2
    package static let cadence: UInt32 = 3
    package static let power: UInt32 = 4
    package static let grade: UInt32 = 5
    package static let resistance: UInt32 = 6
    package static let power3s: UInt32 = 7
    package static let power10s: UInt32 = 8
    package static let power30s: UInt32 = 9
    package static let powerLap: UInt32 = 10
    package static let swimStroke: UInt32 = 11
    package static let speedLap: UInt32 = 12
    package static let heartRateLap: UInt32 = 13
  }
  /// Values of `workout_capabilities`.
  package enum WorkoutCapabilities {
    package static let interval: UInt32 = 1
    package static let custom: UInt32 = 2
    package static let fitnessEquipment: UInt32 = 4
    package static let firstbeat: UInt32 = 8
    package static let newLeaf: UInt32 = 16
    package static let tcx: UInt32 = 32
    package static let speed: UInt32 = 128
    package static let heartRate: UInt32 = 256
    package static let distance: UInt32 = 512
    package static let cadence: UInt32 = 1024
    package static let power: UInt32 = 2048
    package static let grade: UInt32 = 4096
    package static let resistance: UInt32 = 8192
    package static let protected: UInt32 = 16384
  }
  /// Values of `workout_equipment`.
  package enum WorkoutEquipment {
    package static let none: UInt32 = 0
    package static let swimFins: UInt32 = 1
    package static let swimKickboard: UInt32 = 2
    package static let swimPaddles: UInt32 = 3
    package static let swimPullBuoy: UInt32 = 4
    package static let swimSnorkel: UInt32 = 5
  }
  /// Values of `workout_hr`.
  package enum WorkoutHr {
    package static let bpmOffset: UInt32 = 100
  }
  /// Values of `workout_power`.
  package enum WorkoutPower {
    package static let wattsOffset: UInt32 = 1000
  }
  /// Values of `yds_grading_scale`.
  package enum YdsGradingScale {
    package static let v51: UInt32 = 0
    package static let v52: UInt32 = 1
    package static let v53: UInt32 = 2
    package static let v54: UInt32 = 3
    package static let v55: UInt32 = 4
    package static let v56: UInt32 = 5
    package static let v57: UInt32 = 6
    package static let v58: UInt32 = 7
    package static let v59: UInt32 = 8
    package static let v510: UInt32 = 9
    package static let v510a: UInt32 = 10
    package static let v510b: UInt32 = 11
    package static let v510c: UInt32 = 12
    package static let v510d: UInt32 = 13
    package static let v511: UInt32 = 14
    package static let v511a: UInt32 = 15
    package static let v511b: UInt32 = 16
    package static let v511c: UInt32 = 17
    package static let v511d: UInt32 = 18
    package static let v512: UInt32 = 19
    package static let v512a: UInt32 = 20
    package static let v512b: UInt32 = 21
    package static let v512c: UInt32 = 22
    package static let v512d: UInt32 = 23
    package static let v513: UInt32 = 24
    package static let v513a: UInt32 = 25
    package static let v513b: UInt32 = 26
    package static let v513c: UInt32 = 27
    package static let v513d: UInt32 = 28
    package static let v514: UInt32 = 29
    package static let v514a: UInt32 = 30
    package static let v514b: UInt32 = 31
    package static let v514c: UInt32 = 32
    package static let v514d: UInt32 = 33
    package static let v515: UInt32 = 34
    package static let v515a: UInt32 = 35
    package static let v515b: UInt32 = 36
    package static let v515c: UInt32 = 37
    package static let v515d: UInt32 = 38
    package static let v51Minus: UInt32 = 39
    package static let v51Plus: UInt32 = 40
    package static let v52Minus: UInt32 = 41
    package static let v52Plus: UInt32 = 42
    package static let v53Minus: UInt32 = 43
    package static let v53Plus: UInt32 = 44
    package static let v54Minus: UInt32 = 45
    package static let v54Plus: UInt32 = 46
    package static let v55Minus: UInt32 = 47
    package static let v55Plus: UInt32 = 48
    package static let v56Minus: UInt32 = 49
    package static let v56Plus: UInt32 = 50
    package static let v57Minus: UInt32 = 51
    package static let v57Plus: UInt32 = 52
    package static let v58Minus: UInt32 = 53
    package static let v58Plus: UInt32 = 54
    package static let v59Minus: UInt32 = 55
    package static let v59Plus: UInt32 = 56
    package static let v510Minus: UInt32 = 57
    package static let v510Plus: UInt32 = 58
    package static let v511Minus: UInt32 = 59
    package static let v511Plus: UInt32 = 60
    package static let v512Minus: UInt32 = 61
    package static let v512Plus: UInt32 = 62
    package static let v513Minus: UInt32 = 63
    package static let v513Plus: UInt32 = 64
    package static let v514Minus: UInt32 = 65
    package static let v514Plus: UInt32 = 66
    package static let v515Minus: UInt32 = 67
    package static let v515Plus: UInt32 = 68
  }
}
