// generated — do not edit. Source: Formats/fit/profile.json, generator: Formats/fit/generate.py
// FIT profile garmin-fit-sdk 21.218.0 (PyPI), FIT profile 21.218.0 Release: messages (M), fields (F: number, name, type, base type, array, scale, offset, units, accumulate, components "field,bits,scale,offset,units,accumulate;…") and sub-fields (S: name, type, base type, scale, offset, units, components, references "field=value;…").

extension FITProfile {
  /// The message table, one record per line.
  static let messageTable: String = #"""
M	0	file_id
F	0	type	file	0	0	1	0		0	
F	1	manufacturer	manufacturer	4	0	1	0		0	
F	2	product	uint16	4	0	1	0		0	
S	favero_product	favero_product	4	1	0			1=263
S	garmin_product	garmin_product	4	1	0			1=1;1=15;1=13;1=89
F	3	serial_number	uint32z	12	0	1	0		0	
F	4	time_created	date_time	6	0	1	0		0	
F	5	number	uint16	4	0	1	0		0	
F	8	product_name	string	7	1	1	0		0	
M	1	capabilities
F	0	languages	uint8z	10	1	1	0		0	
F	1	sports	sport_bits_0	10	1	1	0		0	
F	21	workouts_supported	workout_capabilities	12	0	1	0		0	
F	23	connectivity_supported	connectivity_capabilities	12	0	1	0		0	
M	2	device_settings
F	0	active_time_zone	uint8	2	0	1	0		0	
F	1	utc_offset	uint32	6	0	1	0		0	
F	2	time_offset	uint32	6	1	1	0	s	0	
F	4	time_mode	time_mode	0	1	1	0		0	
F	5	time_zone_offset	sint8	1	1	4	0	hr	0	
F	12	backlight_mode	backlight_mode	0	0	1	0		0	
F	36	activity_tracker_enabled	bool	0	0	1	0		0	
F	39	clock_time	date_time	6	0	1	0		0	
F	40	pages_enabled	uint16	4	1	1	0		0	
F	46	move_alert_enabled	bool	0	0	1	0		0	
F	47	date_mode	date_mode	0	0	1	0		0	
F	55	display_orientation	display_orientation	0	0	1	0		0	
F	56	mounting_side	side	0	0	1	0		0	
F	57	default_page	uint16	4	1	1	0		0	
F	58	autosync_min_steps	uint16	4	0	1	0	steps	0	
F	59	autosync_min_time	uint16	4	0	1	0	minutes	0	
F	80	lactate_threshold_autodetect_enabled	bool	0	0	1	0		0	
F	86	ble_auto_upload_enabled	bool	0	0	1	0		0	
F	89	auto_sync_frequency	auto_sync_frequency	0	0	1	0		0	
F	90	auto_activity_detect	auto_activity_detect	6	0	1	0		0	
F	94	number_of_screens	uint8	2	0	1	0		0	
F	95	smart_notification_display_orientation	display_orientation	0	0	1	0		0	
F	134	tap_interface	switch	0	0	1	0		0	
F	174	tap_sensitivity	tap_sensitivity	0	0	1	0		0	
M	3	user_profile
F	0	friendly_name	string	7	1	1	0		0	
F	1	gender	gender	0	0	1	0		0	
F	2	age	uint8	2	0	1	0	years	0	
F	3	height	uint8	2	0	100	0	m	0	
F	4	weight	uint16	4	0	10	0	kg	0	
F	5	language	language	0	0	1	0		0	
F	6	elev_setting	display_measure	0	0	1	0		0	
F	7	weight_setting	display_measure	0	0	1	0		0	
F	8	resting_heart_rate	uint8	2	0	1	0	bpm	0	
F	9	default_max_running_heart_rate	uint8	2	0	1	0	bpm	0	
F	10	default_max_biking_heart_rate	uint8	2	0	1	0	bpm	0	
F	11	default_max_heart_rate	uint8	2	0	1	0	bpm	0	
F	12	hr_setting	display_heart	0	0	1	0		0	
F	13	speed_setting	display_measure	0	0	1	0		0	
F	14	dist_setting	display_measure	0	0	1	0		0	
F	16	power_setting	display_power	0	0	1	0		0	
F	17	activity_class	activity_class	0	0	1	0		0	
F	18	position_setting	display_position	0	0	1	0		0	
F	21	temperature_setting	display_measure	0	0	1	0		0	
F	22	local_id	user_local_id	4	0	1	0		0	
F	23	global_id	byte	13	1	1	0		0	
F	28	wake_time	localtime_into_day	6	0	1	0		0	
F	29	sleep_time	localtime_into_day	6	0	1	0		0	
F	30	height_setting	display_measure	0	0	1	0		0	
F	31	user_running_step_length	uint16	4	0	1000	0	m	0	
F	32	user_walking_step_length	uint16	4	0	1000	0	m	0	
F	47	depth_setting	display_measure	0	0	1	0		0	
F	49	dive_count	uint32	6	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	4	hrm_profile
F	0	enabled	bool	0	0	1	0		0	
F	1	hrm_ant_id	uint16z	11	0	1	0		0	
F	2	log_hrv	bool	0	0	1	0		0	
F	3	hrm_ant_id_trans_type	uint8z	10	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	5	sdm_profile
F	0	enabled	bool	0	0	1	0		0	
F	1	sdm_ant_id	uint16z	11	0	1	0		0	
F	2	sdm_cal_factor	uint16	4	0	10	0	%	0	
F	3	odometer	uint32	6	0	100	0	m	0	
F	4	speed_source	bool	0	0	1	0		0	
F	5	sdm_ant_id_trans_type	uint8z	10	0	1	0		0	
F	7	odometer_rollover	uint8	2	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	6	bike_profile
F	0	name	string	7	1	1	0		0	
F	1	sport	sport	0	0	1	0		0	
F	2	sub_sport	sub_sport	0	0	1	0		0	
F	3	odometer	uint32	6	0	100	0	m	0	
F	4	bike_spd_ant_id	uint16z	11	0	1	0		0	
F	5	bike_cad_ant_id	uint16z	11	0	1	0		0	
F	6	bike_spdcad_ant_id	uint16z	11	0	1	0		0	
F	7	bike_power_ant_id	uint16z	11	0	1	0		0	
F	8	custom_wheelsize	uint16	4	0	1000	0	m	0	
F	9	auto_wheelsize	uint16	4	0	1000	0	m	0	
F	10	bike_weight	uint16	4	0	10	0	kg	0	
F	11	power_cal_factor	uint16	4	0	10	0	%	0	
F	12	auto_wheel_cal	bool	0	0	1	0		0	
F	13	auto_power_zero	bool	0	0	1	0		0	
F	14	id	uint8	2	0	1	0		0	
F	15	spd_enabled	bool	0	0	1	0		0	
F	16	cad_enabled	bool	0	0	1	0		0	
F	17	spdcad_enabled	bool	0	0	1	0		0	
F	18	power_enabled	bool	0	0	1	0		0	
F	19	crank_length	uint8	2	0	2	-110	mm	0	
F	20	enabled	bool	0	0	1	0		0	
F	21	bike_spd_ant_id_trans_type	uint8z	10	0	1	0		0	
F	22	bike_cad_ant_id_trans_type	uint8z	10	0	1	0		0	
F	23	bike_spdcad_ant_id_trans_type	uint8z	10	0	1	0		0	
F	24	bike_power_ant_id_trans_type	uint8z	10	0	1	0		0	
F	37	odometer_rollover	uint8	2	0	1	0		0	
F	38	front_gear_num	uint8z	10	0	1	0		0	
F	39	front_gear	uint8z	10	1	1	0		0	
F	40	rear_gear_num	uint8z	10	0	1	0		0	
F	41	rear_gear	uint8z	10	1	1	0		0	
F	44	shimano_di2_enabled	bool	0	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	7	zones_target
F	1	max_heart_rate	uint8	2	0	1	0		0	
F	2	threshold_heart_rate	uint8	2	0	1	0		0	
F	3	functional_threshold_power	uint16	4	0	1	0		0	
F	5	hr_calc_type	hr_zone_calc	0	0	1	0		0	
F	7	pwr_calc_type	pwr_zone_calc	0	0	1	0		0	
M	8	hr_zone
F	1	high_bpm	uint8	2	0	1	0	bpm	0	
F	2	name	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	9	power_zone
F	1	high_value	uint16	4	0	1	0	watts	0	
F	2	name	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	10	met_zone
F	1	high_bpm	uint8	2	0	1	0		0	
F	2	calories	uint16	4	0	10	0	kcal / min	0	
F	3	fat_calories	uint8	2	0	10	0	kcal / min	0	
F	254	message_index	message_index	4	0	1	0		0	
M	12	sport
F	0	sport	sport	0	0	1	0		0	
F	1	sub_sport	sub_sport	0	0	1	0		0	
F	3	name	string	7	1	1	0		0	
M	13	training_settings
F	31	target_distance	uint32	6	0	100	0	m	0	
F	32	target_speed	uint16	4	0	1000	0	m/s	0	
F	33	target_time	uint32	6	0	1	0	s	0	
F	153	precise_target_speed	uint32	6	0	1000000	0	m/s	0	
M	15	goal
F	0	sport	sport	0	0	1	0		0	
F	1	sub_sport	sub_sport	0	0	1	0		0	
F	2	start_date	date_time	6	0	1	0		0	
F	3	end_date	date_time	6	0	1	0		0	
F	4	type	goal	0	0	1	0		0	
F	5	value	uint32	6	0	1	0		0	
F	6	repeat	bool	0	0	1	0		0	
F	7	target_value	uint32	6	0	1	0		0	
F	8	recurrence	goal_recurrence	0	0	1	0		0	
F	9	recurrence_value	uint16	4	0	1	0		0	
F	10	enabled	bool	0	0	1	0		0	
F	11	source	goal_source	0	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	18	session
F	0	event	event	0	0	1	0		0	
F	1	event_type	event_type	0	0	1	0		0	
F	2	start_time	date_time	6	0	1	0		0	
F	3	start_position_lat	sint32	5	0	1	0	semicircles	0	
F	4	start_position_long	sint32	5	0	1	0	semicircles	0	
F	5	sport	sport	0	0	1	0		0	
F	6	sub_sport	sub_sport	0	0	1	0		0	
F	7	total_elapsed_time	uint32	6	0	1000	0	s	0	
F	8	total_timer_time	uint32	6	0	1000	0	s	0	
F	9	total_distance	uint32	6	0	100	0	m	0	
F	10	total_cycles	uint32	6	0	1	0	cycles	0	
S	total_reps	uint32	6	1	0	reps		6=20;5=62
S	total_strides	uint32	6	1	0	strides		5=1;5=11
S	total_strokes	uint32	6	1	0	strokes		5=2;5=5;5=15;5=37
S	total_pushes	uint32	6	1	0	pushes		5=66;5=65
F	11	total_calories	uint16	4	0	1	0	kcal	0	
F	13	total_fat_calories	uint16	4	0	1	0	kcal	0	
F	14	avg_speed	uint16	4	0	1000	0	m/s	0	124,16,1000,0,m/s,0
F	15	max_speed	uint16	4	0	1000	0	m/s	0	125,16,1000,0,m/s,0
F	16	avg_heart_rate	uint8	2	0	1	0	bpm	0	
F	17	max_heart_rate	uint8	2	0	1	0	bpm	0	
F	18	avg_cadence	uint8	2	0	1	0	rpm	0	
S	avg_running_cadence	uint8	2	1	0	strides/min		5=1
S	avg_swimming_cadence	uint8	2	1	0	strokes/min		5=5
S	avg_paddlesport_cadence	uint8	2	1	0	strokes/min		5=15;5=37
S	avg_push_cadence	uint8	2	1	0	pushes/min		5=66;5=65
F	19	max_cadence	uint8	2	0	1	0	rpm	0	
S	max_running_cadence	uint8	2	1	0	strides/min		5=1
S	max_swimming_cadence	uint8	2	1	0	strokes/min		5=5
S	max_paddlesport_cadence	uint8	2	1	0	strokes/min		5=15;5=37
S	max_push_cadence	uint8	2	1	0	pushes/min		5=66;5=65
F	20	avg_power	uint16	4	0	1	0	watts	0	
F	21	max_power	uint16	4	0	1	0	watts	0	
F	22	total_ascent	uint16	4	0	1	0	m	0	
F	23	total_descent	uint16	4	0	1	0	m	0	
F	24	total_training_effect	uint8	2	0	10	0		0	
F	25	first_lap_index	uint16	4	0	1	0		0	
F	26	num_laps	uint16	4	0	1	0		0	
F	27	event_group	uint8	2	0	1	0		0	
F	28	trigger	session_trigger	0	0	1	0		0	
F	29	nec_lat	sint32	5	0	1	0	semicircles	0	
F	30	nec_long	sint32	5	0	1	0	semicircles	0	
F	31	swc_lat	sint32	5	0	1	0	semicircles	0	
F	32	swc_long	sint32	5	0	1	0	semicircles	0	
F	33	num_lengths	uint16	4	0	1	0	lengths	0	
F	34	normalized_power	uint16	4	0	1	0	watts	0	
F	35	training_stress_score	uint16	4	0	10	0	tss	0	
F	36	intensity_factor	uint16	4	0	1000	0	if	0	
F	37	left_right_balance	left_right_balance_100	4	0	1	0		0	
F	38	end_position_lat	sint32	5	0	1	0	semicircles	0	
F	39	end_position_long	sint32	5	0	1	0	semicircles	0	
F	41	avg_stroke_count	uint32	6	0	10	0	strokes/lap	0	
F	42	avg_stroke_distance	uint16	4	0	100	0	m	0	
F	43	swim_stroke	swim_stroke	0	0	1	0	swim_stroke	0	
F	44	pool_length	uint16	4	0	100	0	m	0	
F	45	threshold_power	uint16	4	0	1	0	watts	0	
F	46	pool_length_unit	display_measure	0	0	1	0		0	
F	47	num_active_lengths	uint16	4	0	1	0	lengths	0	
F	48	total_work	uint32	6	0	1	0	J	0	
F	49	avg_altitude	uint16	4	0	5	500	m	0	126,16,5,500,m,0
F	50	max_altitude	uint16	4	0	5	500	m	0	128,16,5,500,m,0
F	51	gps_accuracy	uint8	2	0	1	0	m	0	
F	52	avg_grade	sint16	3	0	100	0	%	0	
F	53	avg_pos_grade	sint16	3	0	100	0	%	0	
F	54	avg_neg_grade	sint16	3	0	100	0	%	0	
F	55	max_pos_grade	sint16	3	0	100	0	%	0	
F	56	max_neg_grade	sint16	3	0	100	0	%	0	
F	57	avg_temperature	sint8	1	0	1	0	C	0	
F	58	max_temperature	sint8	1	0	1	0	C	0	
F	59	total_moving_time	uint32	6	0	1000	0	s	0	
F	60	avg_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	61	avg_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	62	max_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	63	max_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	64	min_heart_rate	uint8	2	0	1	0	bpm	0	
F	65	time_in_hr_zone	uint32	6	1	1000	0	s	0	
F	66	time_in_speed_zone	uint32	6	1	1000	0	s	0	
F	67	time_in_cadence_zone	uint32	6	1	1000	0	s	0	
F	68	time_in_power_zone	uint32	6	1	1000	0	s	0	
F	69	avg_lap_time	uint32	6	0	1000	0	s	0	
F	70	best_lap_index	uint16	4	0	1	0		0	
F	71	min_altitude	uint16	4	0	5	500	m	0	127,16,5,500,m,0
F	78	active_time	uint32	6	0	1000	0	s	0	
F	79	avg_strokes_per_length	uint16	4	0	10	0	strokes/length	0	
F	80	avg_swolf	uint16	4	0	1	0		0	
F	82	player_score	uint16	4	0	1	0		0	
F	83	opponent_score	uint16	4	0	1	0		0	
F	84	opponent_name	string	7	1	1	0		0	
F	85	stroke_count	uint16	4	1	1	0	counts	0	
F	86	zone_count	uint16	4	1	1	0	counts	0	
F	87	max_ball_speed	uint16	4	0	100	0	m/s	0	
F	88	avg_ball_speed	uint16	4	0	100	0	m/s	0	
F	89	avg_vertical_oscillation	uint16	4	0	10	0	mm	0	
F	90	avg_stance_time_percent	uint16	4	0	100	0	percent	0	
F	91	avg_stance_time	uint16	4	0	10	0	ms	0	
F	92	avg_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	93	max_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	94	total_fractional_cycles	uint8	2	0	128	0	cycles	0	
F	95	avg_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	96	min_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	97	max_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	98	avg_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	99	min_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	100	max_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	101	avg_left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	102	avg_right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	103	avg_left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	104	avg_right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	105	avg_combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	106	num_segment_laps	uint16	4	0	1	0		0	
F	107	front_gear_shift_count	uint16	4	0	1	0		0	
F	108	rear_gear_shift_count	uint16	4	0	1	0		0	
F	110	sport_profile_name	string	7	1	1	0		0	
F	111	sport_index	uint8	2	0	1	0		0	
F	112	time_standing	uint32	6	0	1000	0	s	0	
F	113	stand_count	uint16	4	0	1	0		0	
F	114	avg_left_pco	sint8	1	0	1	0	mm	0	
F	115	avg_right_pco	sint8	1	0	1	0	mm	0	
F	116	avg_left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	117	avg_left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	118	avg_right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	119	avg_right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	120	avg_power_position	uint16	4	1	1	0	watts	0	
F	121	max_power_position	uint16	4	1	1	0	watts	0	
F	122	avg_cadence_position	uint8	2	1	1	0	rpm	0	
F	123	max_cadence_position	uint8	2	1	1	0	rpm	0	
F	124	enhanced_avg_speed	uint32	6	0	1000	0	m/s	0	
F	125	enhanced_max_speed	uint32	6	0	1000	0	m/s	0	
F	126	enhanced_avg_altitude	uint32	6	0	5	500	m	0	
F	127	enhanced_min_altitude	uint32	6	0	5	500	m	0	
F	128	enhanced_max_altitude	uint32	6	0	5	500	m	0	
F	129	avg_lev_motor_power	uint16	4	0	1	0	watts	0	
F	130	max_lev_motor_power	uint16	4	0	1	0	watts	0	
F	131	lev_battery_consumption	uint8	2	0	2	0	percent	0	
F	132	avg_vertical_ratio	uint16	4	0	100	0	percent	0	
F	133	avg_stance_time_balance	uint16	4	0	100	0	percent	0	
F	134	avg_step_length	uint16	4	0	10	0	mm	0	
F	137	total_anaerobic_training_effect	uint8	2	0	10	0		0	
F	139	avg_vam	uint16	4	0	1000	0	m/s	0	
F	140	avg_depth	uint32	6	0	1000	0	m	0	
F	141	max_depth	uint32	6	0	1000	0	m	0	
F	142	surface_interval	uint32	6	0	1	0	s	0	
F	143	start_cns	uint8	2	0	1	0	percent	0	
F	144	end_cns	uint8	2	0	1	0	percent	0	
F	145	start_n2	uint16	4	0	1	0	percent	0	
F	146	end_n2	uint16	4	0	1	0	percent	0	
F	147	avg_respiration_rate	uint8	2	0	1	0		0	169,8,1,0,,0
F	148	max_respiration_rate	uint8	2	0	1	0		0	170,8,1,0,,0
F	149	min_respiration_rate	uint8	2	0	1	0		0	180,8,1,0,,0
F	150	min_temperature	sint8	1	0	1	0	C	0	
F	155	o2_toxicity	uint16	4	0	1	0	OTUs	0	
F	156	dive_number	uint32	6	0	1	0		0	
F	168	training_load_peak	sint32	5	0	65536	0		0	
F	169	enhanced_avg_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	170	enhanced_max_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	180	enhanced_min_respiration_rate	uint16	4	0	100	0		0	
F	181	total_grit	float32	8	0	1	0	kGrit	0	
F	182	total_flow	float32	8	0	1	0	Flow	0	
F	183	jump_count	uint16	4	0	1	0		0	
F	186	avg_grit	float32	8	0	1	0	kGrit	0	
F	187	avg_flow	float32	8	0	1	0	Flow	0	
F	192	workout_feel	uint8	2	0	1	0		0	
F	193	workout_rpe	uint8	2	0	1	0		0	
F	194	avg_spo2	uint8	2	0	1	0	percent	0	
F	195	avg_stress	uint8	2	0	1	0	percent	0	
F	196	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	197	sdrr_hrv	uint8	2	0	1	0	mS	0	
F	198	rmssd_hrv	uint8	2	0	1	0	mS	0	
F	199	total_fractional_ascent	uint8	2	0	100	0	m	0	
F	200	total_fractional_descent	uint8	2	0	100	0	m	0	
F	208	avg_core_temperature	uint16	4	0	100	0	C	0	
F	209	min_core_temperature	uint16	4	0	100	0	C	0	
F	210	max_core_temperature	uint16	4	0	100	0	C	0	
F	211	avg_grade_adjusted_speed	uint32	6	0	1000	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	19	lap
F	0	event	event	0	0	1	0		0	
F	1	event_type	event_type	0	0	1	0		0	
F	2	start_time	date_time	6	0	1	0		0	
F	3	start_position_lat	sint32	5	0	1	0	semicircles	0	
F	4	start_position_long	sint32	5	0	1	0	semicircles	0	
F	5	end_position_lat	sint32	5	0	1	0	semicircles	0	
F	6	end_position_long	sint32	5	0	1	0	semicircles	0	
F	7	total_elapsed_time	uint32	6	0	1000	0	s	0	
F	8	total_timer_time	uint32	6	0	1000	0	s	0	
F	9	total_distance	uint32	6	0	100	0	m	0	
F	10	total_cycles	uint32	6	0	1	0	cycles	0	
S	total_strides	uint32	6	1	0	strides		25=1;25=11
S	total_strokes	uint32	6	1	0	strokes		25=2;25=5;25=15;25=37
S	total_pushes	uint32	6	1	0	pushes		25=66;25=65
F	11	total_calories	uint16	4	0	1	0	kcal	0	
F	12	total_fat_calories	uint16	4	0	1	0	kcal	0	
F	13	avg_speed	uint16	4	0	1000	0	m/s	0	110,16,1000,0,m/s,0
F	14	max_speed	uint16	4	0	1000	0	m/s	0	111,16,1000,0,m/s,0
F	15	avg_heart_rate	uint8	2	0	1	0	bpm	0	
F	16	max_heart_rate	uint8	2	0	1	0	bpm	0	
F	17	avg_cadence	uint8	2	0	1	0	rpm	0	
S	avg_running_cadence	uint8	2	1	0	strides/min		25=1
S	avg_swimming_cadence	uint8	2	1	0	strokes/min		25=5
S	avg_paddlesport_cadence	uint8	2	1	0	strokes/min		25=15;25=37
S	avg_push_cadence	uint8	2	1	0	pushes/min		25=66;25=65
F	18	max_cadence	uint8	2	0	1	0	rpm	0	
S	max_running_cadence	uint8	2	1	0	strides/min		25=1
S	max_swimming_cadence	uint8	2	1	0	strokes/min		25=5
S	max_paddlesport_cadence	uint8	2	1	0	strokes/min		25=15;25=37
S	max_push_cadence	uint8	2	1	0	pushes/min		25=66;25=65
F	19	avg_power	uint16	4	0	1	0	watts	0	
F	20	max_power	uint16	4	0	1	0	watts	0	
F	21	total_ascent	uint16	4	0	1	0	m	0	
F	22	total_descent	uint16	4	0	1	0	m	0	
F	23	intensity	intensity	0	0	1	0		0	
F	24	lap_trigger	lap_trigger	0	0	1	0		0	
F	25	sport	sport	0	0	1	0		0	
F	26	event_group	uint8	2	0	1	0		0	
F	27	nec_lat	sint32	5	0	1	0	semicircles	0	
F	28	nec_long	sint32	5	0	1	0	semicircles	0	
F	29	swc_lat	sint32	5	0	1	0	semicircles	0	
F	30	swc_long	sint32	5	0	1	0	semicircles	0	
F	32	num_lengths	uint16	4	0	1	0	lengths	0	
F	33	normalized_power	uint16	4	0	1	0	watts	0	
F	34	left_right_balance	left_right_balance_100	4	0	1	0		0	
F	35	first_length_index	uint16	4	0	1	0		0	
F	37	avg_stroke_distance	uint16	4	0	100	0	m	0	
F	38	swim_stroke	swim_stroke	0	0	1	0		0	
F	39	sub_sport	sub_sport	0	0	1	0		0	
F	40	num_active_lengths	uint16	4	0	1	0	lengths	0	
F	41	total_work	uint32	6	0	1	0	J	0	
F	42	avg_altitude	uint16	4	0	5	500	m	0	112,16,5,500,m,0
F	43	max_altitude	uint16	4	0	5	500	m	0	114,16,5,500,m,0
F	44	gps_accuracy	uint8	2	0	1	0	m	0	
F	45	avg_grade	sint16	3	0	100	0	%	0	
F	46	avg_pos_grade	sint16	3	0	100	0	%	0	
F	47	avg_neg_grade	sint16	3	0	100	0	%	0	
F	48	max_pos_grade	sint16	3	0	100	0	%	0	
F	49	max_neg_grade	sint16	3	0	100	0	%	0	
F	50	avg_temperature	sint8	1	0	1	0	C	0	
F	51	max_temperature	sint8	1	0	1	0	C	0	
F	52	total_moving_time	uint32	6	0	1000	0	s	0	
F	53	avg_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	54	avg_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	55	max_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	56	max_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	57	time_in_hr_zone	uint32	6	1	1000	0	s	0	
F	58	time_in_speed_zone	uint32	6	1	1000	0	s	0	
F	59	time_in_cadence_zone	uint32	6	1	1000	0	s	0	
F	60	time_in_power_zone	uint32	6	1	1000	0	s	0	
F	61	repetition_num	uint16	4	0	1	0		0	
F	62	min_altitude	uint16	4	0	5	500	m	0	113,16,5,500,m,0
F	63	min_heart_rate	uint8	2	0	1	0	bpm	0	
F	70	active_time	uint32	6	0	1000	0	s	0	
F	71	wkt_step_index	message_index	4	0	1	0		0	
F	73	avg_swolf	uint16	4	0	1	0		0	
F	74	opponent_score	uint16	4	0	1	0		0	
F	75	stroke_count	uint16	4	1	1	0	counts	0	
F	76	zone_count	uint16	4	1	1	0	counts	0	
F	77	avg_vertical_oscillation	uint16	4	0	10	0	mm	0	
F	78	avg_stance_time_percent	uint16	4	0	100	0	percent	0	
F	79	avg_stance_time	uint16	4	0	10	0	ms	0	
F	80	avg_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	81	max_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	82	total_fractional_cycles	uint8	2	0	128	0	cycles	0	
F	83	player_score	uint16	4	0	1	0		0	
F	84	avg_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	85	min_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	86	max_total_hemoglobin_conc	uint16	4	1	100	0	g/dL	0	
F	87	avg_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	88	min_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	89	max_saturated_hemoglobin_percent	uint16	4	1	10	0	%	0	
F	90	avg_strokes_per_length	uint16	4	0	10	0	strokes / length	0	
F	91	avg_left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	92	avg_right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	93	avg_left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	94	avg_right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	95	avg_combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	96	front_gear_shift_count	uint16	4	0	1	0		0	
F	97	rear_gear_shift_count	uint16	4	0	1	0		0	
F	98	time_standing	uint32	6	0	1000	0	s	0	
F	99	stand_count	uint16	4	0	1	0		0	
F	100	avg_left_pco	sint8	1	0	1	0	mm	0	
F	101	avg_right_pco	sint8	1	0	1	0	mm	0	
F	102	avg_left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	103	avg_left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	104	avg_right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	105	avg_right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	106	avg_power_position	uint16	4	1	1	0	watts	0	
F	107	max_power_position	uint16	4	1	1	0	watts	0	
F	108	avg_cadence_position	uint8	2	1	1	0	rpm	0	
F	109	max_cadence_position	uint8	2	1	1	0	rpm	0	
F	110	enhanced_avg_speed	uint32	6	0	1000	0	m/s	0	
F	111	enhanced_max_speed	uint32	6	0	1000	0	m/s	0	
F	112	enhanced_avg_altitude	uint32	6	0	5	500	m	0	
F	113	enhanced_min_altitude	uint32	6	0	5	500	m	0	
F	114	enhanced_max_altitude	uint32	6	0	5	500	m	0	
F	115	avg_lev_motor_power	uint16	4	0	1	0	watts	0	
F	116	max_lev_motor_power	uint16	4	0	1	0	watts	0	
F	117	lev_battery_consumption	uint8	2	0	2	0	percent	0	
F	118	avg_vertical_ratio	uint16	4	0	100	0	percent	0	
F	119	avg_stance_time_balance	uint16	4	0	100	0	percent	0	
F	120	avg_step_length	uint16	4	0	10	0	mm	0	
F	121	avg_vam	uint16	4	0	1000	0	m/s	0	
F	122	avg_depth	uint32	6	0	1000	0	m	0	
F	123	max_depth	uint32	6	0	1000	0	m	0	
F	124	min_temperature	sint8	1	0	1	0	C	0	
F	136	enhanced_avg_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	137	enhanced_max_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	147	avg_respiration_rate	uint8	2	0	1	0		0	136,8,1,0,,0
F	148	max_respiration_rate	uint8	2	0	1	0		0	137,8,1,0,,0
F	149	total_grit	float32	8	0	1	0	kGrit	0	
F	150	total_flow	float32	8	0	1	0	Flow	0	
F	151	jump_count	uint16	4	0	1	0		0	
F	153	avg_grit	float32	8	0	1	0	kGrit	0	
F	154	avg_flow	float32	8	0	1	0	Flow	0	
F	155	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	156	total_fractional_ascent	uint8	2	0	100	0	m	0	
F	157	total_fractional_descent	uint8	2	0	100	0	m	0	
F	158	avg_core_temperature	uint16	4	0	100	0	C	0	
F	159	min_core_temperature	uint16	4	0	100	0	C	0	
F	160	max_core_temperature	uint16	4	0	100	0	C	0	
F	161	avg_grade_adjusted_speed	uint32	6	0	1000	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	20	record
F	0	position_lat	sint32	5	0	1	0	semicircles	0	
F	1	position_long	sint32	5	0	1	0	semicircles	0	
F	2	altitude	uint16	4	0	5	500	m	0	78,16,5,500,m,0
F	3	heart_rate	uint8	2	0	1	0	bpm	0	
F	4	cadence	uint8	2	0	1	0	rpm	0	
F	5	distance	uint32	6	0	100	0	m	1	
F	6	speed	uint16	4	0	1000	0	m/s	0	73,16,1000,0,m/s,0
F	7	power	uint16	4	0	1	0	watts	0	
F	8	compressed_speed_distance	byte	13	1	1	0		0	6,12,100,0,m/s,0;5,12,16,0,m,1
F	9	grade	sint16	3	0	100	0	%	0	
F	10	resistance	uint8	2	0	1	0		0	
F	11	time_from_course	sint32	5	0	1000	0	s	0	
F	12	cycle_length	uint8	2	0	100	0	m	0	
F	13	temperature	sint8	1	0	1	0	C	0	
F	17	speed_1s	uint8	2	1	16	0	m/s	0	
F	18	cycles	uint8	2	0	1	0	cycles	0	19,8,1,0,cycles,1
F	19	total_cycles	uint32	6	0	1	0	cycles	1	
F	28	compressed_accumulated_power	uint16	4	0	1	0	watts	0	29,16,1,0,watts,1
F	29	accumulated_power	uint32	6	0	1	0	watts	1	
F	30	left_right_balance	left_right_balance	2	0	1	0		0	
F	31	gps_accuracy	uint8	2	0	1	0	m	0	
F	32	vertical_speed	sint16	3	0	1000	0	m/s	0	
F	33	calories	uint16	4	0	1	0	kcal	0	
F	39	vertical_oscillation	uint16	4	0	10	0	mm	0	
F	40	stance_time_percent	uint16	4	0	100	0	percent	0	
F	41	stance_time	uint16	4	0	10	0	ms	0	
F	42	activity_type	activity_type	0	0	1	0		0	
F	43	left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	44	right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	45	left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	46	right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	47	combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	48	time128	uint8	2	0	128	0	s	0	
F	49	stroke_type	stroke_type	0	0	1	0		0	
F	50	zone	uint8	2	0	1	0		0	
F	51	ball_speed	uint16	4	0	100	0	m/s	0	
F	52	cadence256	uint16	4	0	256	0	rpm	0	
F	53	fractional_cadence	uint8	2	0	128	0	rpm	0	
F	54	total_hemoglobin_conc	uint16	4	0	100	0	g/dL	0	
F	55	total_hemoglobin_conc_min	uint16	4	0	100	0	g/dL	0	
F	56	total_hemoglobin_conc_max	uint16	4	0	100	0	g/dL	0	
F	57	saturated_hemoglobin_percent	uint16	4	0	10	0	%	0	
F	58	saturated_hemoglobin_percent_min	uint16	4	0	10	0	%	0	
F	59	saturated_hemoglobin_percent_max	uint16	4	0	10	0	%	0	
F	62	device_index	device_index	2	0	1	0		0	
F	67	left_pco	sint8	1	0	1	0	mm	0	
F	68	right_pco	sint8	1	0	1	0	mm	0	
F	69	left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	70	left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	71	right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	72	right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	73	enhanced_speed	uint32	6	0	1000	0	m/s	0	
F	78	enhanced_altitude	uint32	6	0	5	500	m	0	
F	81	battery_soc	uint8	2	0	2	0	percent	0	
F	82	motor_power	uint16	4	0	1	0	watts	0	
F	83	vertical_ratio	uint16	4	0	100	0	percent	0	
F	84	stance_time_balance	uint16	4	0	100	0	percent	0	
F	85	step_length	uint16	4	0	10	0	mm	0	
F	87	cycle_length16	uint16	4	0	100	0	m	0	
F	91	absolute_pressure	uint32	6	0	1	0	Pa	0	
F	92	depth	uint32	6	0	1000	0	m	0	
F	93	next_stop_depth	uint32	6	0	1000	0	m	0	
F	94	next_stop_time	uint32	6	0	1	0	s	0	
F	95	time_to_surface	uint32	6	0	1	0	s	0	
F	96	ndl_time	uint32	6	0	1	0	s	0	
F	97	cns_load	uint8	2	0	1	0	percent	0	
F	98	n2_load	uint16	4	0	1	0	percent	0	
F	99	respiration_rate	uint8	2	0	1	0	s	0	108,8,1,0,s,0
F	108	enhanced_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	114	grit	float32	8	0	1	0		0	
F	115	flow	float32	8	0	1	0		0	
F	116	current_stress	uint16	4	0	100	0		0	
F	117	ebike_travel_range	uint16	4	0	1	0	km	0	
F	118	ebike_battery_level	uint8	2	0	1	0	percent	0	
F	119	ebike_assist_mode	uint8	2	0	1	0	depends on sensor	0	
F	120	ebike_assist_level_percent	uint8	2	0	1	0	percent	0	
F	123	air_time_remaining	uint32	6	0	1	0	s	0	
F	124	pressure_sac	uint16	4	0	100	0	bar/min	0	
F	125	volume_sac	uint16	4	0	100	0	L/min	0	
F	126	rmv	uint16	4	0	100	0	L/min	0	
F	127	ascent_rate	sint32	5	0	1000	0	m/s	0	
F	129	po2	uint8	2	0	100	0	percent	0	
F	139	core_temperature	uint16	4	0	100	0	C	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	21	event
F	0	event	event	0	0	1	0		0	
F	1	event_type	event_type	0	0	1	0		0	
F	2	data16	uint16	4	0	1	0		0	3,16,1,0,,0
F	3	data	uint32	6	0	1	0		0	
S	timer_trigger	timer_trigger	6	1	0			0=0
S	course_point_index	message_index	6	1	0			0=10
S	battery_level	uint16	6	1000	0	V		0=11
S	virtual_partner_speed	uint16	6	1000	0	m/s		0=12
S	hr_high_alert	uint8	6	1	0	bpm		0=13
S	hr_low_alert	uint8	6	1	0	bpm		0=14
S	speed_high_alert	uint32	6	1000	0	m/s		0=15
S	speed_low_alert	uint32	6	1000	0	m/s		0=16
S	cad_high_alert	uint16	6	1	0	rpm		0=17
S	cad_low_alert	uint16	6	1	0	rpm		0=18
S	power_high_alert	uint16	6	1	0	watts		0=19
S	power_low_alert	uint16	6	1	0	watts		0=20
S	time_duration_alert	uint32	6	1000	0	s		0=23
S	distance_duration_alert	uint32	6	100	0	m		0=24
S	calorie_duration_alert	uint32	6	1	0	calories		0=25
S	fitness_equipment_state	fitness_equipment_state	6	1	0			0=27
S	sport_point	uint32	6	1	0		7,16,1,0,,0;8,16,1,0,,0	0=33
S	gear_change_data	uint32	6	1	0		11,8,1,0,,0;12,8,1,0,,0;9,8,1,0,,0;10,8,1,0,,0	0=42;0=43
S	rider_position	rider_position_type	6	1	0			0=44
S	comm_timeout	comm_timeout_type	6	1	0			0=47
S	dive_alert	dive_alert	6	1	0			0=56
S	auto_activity_detect_duration	uint16	6	1	0	min		0=54
S	radar_threat_alert	uint32	6	1	0		21,8,1,0,,0;22,8,1,0,,0;23,8,10,0,,0;24,8,10,0,,0	0=75
F	4	event_group	uint8	2	0	1	0		0	
F	7	score	uint16	4	0	1	0		0	
F	8	opponent_score	uint16	4	0	1	0		0	
F	9	front_gear_num	uint8z	10	0	1	0		0	
F	10	front_gear	uint8z	10	0	1	0		0	
F	11	rear_gear_num	uint8z	10	0	1	0		0	
F	12	rear_gear	uint8z	10	0	1	0		0	
F	13	device_index	device_index	2	0	1	0		0	
F	14	activity_type	activity_type	0	0	1	0		0	
F	15	start_timestamp	date_time	6	0	1	0	s	0	
S	auto_activity_detect_start_timestamp	date_time	6	1	0	s		0=54
F	21	radar_threat_level_max	radar_threat_level_type	0	0	1	0		0	
F	22	radar_threat_count	uint8	2	0	1	0		0	
F	23	radar_threat_avg_approach_speed	uint8	2	0	10	0	m/s	0	
F	24	radar_threat_max_approach_speed	uint8	2	0	10	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	23	device_info
F	0	device_index	device_index	2	0	1	0		0	
F	1	device_type	uint8	2	0	1	0		0	
S	ble_device_type	ble_device_type	2	1	0			25=3
S	antplus_device_type	antplus_device_type	2	1	0			25=1
S	ant_device_type	uint8	2	1	0			25=0
S	local_device_type	local_device_type	2	1	0			25=5
F	2	manufacturer	manufacturer	4	0	1	0		0	
F	3	serial_number	uint32z	12	0	1	0		0	
F	4	product	uint16	4	0	1	0		0	
S	favero_product	favero_product	4	1	0			2=263
S	garmin_product	garmin_product	4	1	0			2=1;2=15;2=13;2=89
F	5	software_version	uint16	4	0	100	0		0	
F	6	hardware_version	uint8	2	0	1	0		0	
F	7	cum_operating_time	uint32	6	0	1	0	s	0	
F	10	battery_voltage	uint16	4	0	256	0	V	0	
F	11	battery_status	battery_status	2	0	1	0		0	
F	18	sensor_position	body_location	0	0	1	0		0	
F	19	descriptor	string	7	1	1	0		0	
F	20	ant_transmission_type	uint8z	10	0	1	0		0	
F	21	ant_device_number	uint16z	11	0	1	0		0	
F	22	ant_network	ant_network	0	0	1	0		0	
F	25	source_type	source_type	0	0	1	0		0	
F	27	product_name	string	7	1	1	0		0	
F	32	battery_level	uint8	2	0	1	0	%	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	26	workout
F	4	sport	sport	0	0	1	0		0	
F	5	capabilities	workout_capabilities	12	0	1	0		0	
F	6	num_valid_steps	uint16	4	0	1	0		0	
F	8	wkt_name	string	7	1	1	0		0	
F	11	sub_sport	sub_sport	0	0	1	0		0	
F	14	pool_length	uint16	4	0	100	0	m	0	
F	15	pool_length_unit	display_measure	0	0	1	0		0	
F	17	wkt_description	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	27	workout_step
F	0	wkt_step_name	string	7	1	1	0		0	
F	1	duration_type	wkt_step_duration	0	0	1	0		0	
F	2	duration_value	uint32	6	0	1	0		0	
S	duration_time	uint32	6	1000	0	s		1=0;1=28
S	duration_distance	uint32	6	100	0	m		1=1
S	duration_hr	workout_hr	6	1	0	% or bpm		1=2;1=3
S	duration_calories	uint32	6	1	0	calories		1=4
S	duration_step	uint32	6	1	0			1=6;1=7;1=8;1=9;1=10;1=11;1=12;1=13
S	duration_power	workout_power	6	1	0	% or watts		1=14;1=15
S	duration_reps	uint32	6	1	0			1=29
F	3	target_type	wkt_step_target	0	0	1	0		0	
F	4	target_value	uint32	6	0	1	0		0	
S	target_speed_zone	uint32	6	1	0			3=0
S	target_hr_zone	uint32	6	1	0			3=1
S	target_cadence_zone	uint32	6	1	0			3=3
S	target_power_zone	uint32	6	1	0			3=4
S	repeat_steps	uint32	6	1	0			1=6
S	repeat_time	uint32	6	1000	0	s		1=7
S	repeat_distance	uint32	6	100	0	m		1=8
S	repeat_calories	uint32	6	1	0	calories		1=9
S	repeat_hr	workout_hr	6	1	0	% or bpm		1=10;1=11
S	repeat_power	workout_power	6	1	0	% or watts		1=12;1=13
S	target_stroke_type	swim_stroke	6	1	0			3=11
F	5	custom_target_value_low	uint32	6	0	1	0		0	
S	custom_target_speed_low	uint32	6	1000	0	m/s		3=0
S	custom_target_heart_rate_low	workout_hr	6	1	0	% or bpm		3=1
S	custom_target_cadence_low	uint32	6	1	0	rpm		3=3
S	custom_target_power_low	workout_power	6	1	0	% or watts		3=4
F	6	custom_target_value_high	uint32	6	0	1	0		0	
S	custom_target_speed_high	uint32	6	1000	0	m/s		3=0
S	custom_target_heart_rate_high	workout_hr	6	1	0	% or bpm		3=1
S	custom_target_cadence_high	uint32	6	1	0	rpm		3=3
S	custom_target_power_high	workout_power	6	1	0	% or watts		3=4
F	7	intensity	intensity	0	0	1	0		0	
F	8	notes	string	7	1	1	0		0	
F	9	equipment	workout_equipment	0	0	1	0		0	
F	10	exercise_category	exercise_category	4	0	1	0		0	
F	11	exercise_name	uint16	4	0	1	0		0	
F	12	exercise_weight	uint16	4	0	100	0	kg	0	
F	13	weight_display_unit	fit_base_unit	4	0	1	0		0	
F	19	secondary_target_type	wkt_step_target	0	0	1	0		0	
F	20	secondary_target_value	uint32	6	0	1	0		0	
S	secondary_target_speed_zone	uint32	6	1	0			19=0
S	secondary_target_hr_zone	uint32	6	1	0			19=1
S	secondary_target_cadence_zone	uint32	6	1	0			19=3
S	secondary_target_power_zone	uint32	6	1	0			19=4
S	secondary_target_stroke_type	swim_stroke	6	1	0			19=11
F	21	secondary_custom_target_value_low	uint32	6	0	1	0		0	
S	secondary_custom_target_speed_low	uint32	6	1000	0	m/s		19=0
S	secondary_custom_target_heart_rate_low	workout_hr	6	1	0	% or bpm		19=1
S	secondary_custom_target_cadence_low	uint32	6	1	0	rpm		19=3
S	secondary_custom_target_power_low	workout_power	6	1	0	% or watts		19=4
F	22	secondary_custom_target_value_high	uint32	6	0	1	0		0	
S	secondary_custom_target_speed_high	uint32	6	1000	0	m/s		19=0
S	secondary_custom_target_heart_rate_high	workout_hr	6	1	0	% or bpm		19=1
S	secondary_custom_target_cadence_high	uint32	6	1	0	rpm		19=3
S	secondary_custom_target_power_high	workout_power	6	1	0	% or watts		19=4
F	254	message_index	message_index	4	0	1	0		0	
M	28	schedule
F	0	manufacturer	manufacturer	4	0	1	0		0	
F	1	product	uint16	4	0	1	0		0	
S	favero_product	favero_product	4	1	0			0=263
S	garmin_product	garmin_product	4	1	0			0=1;0=15;0=13;0=89
F	2	serial_number	uint32z	12	0	1	0		0	
F	3	time_created	date_time	6	0	1	0		0	
F	4	completed	bool	0	0	1	0		0	
F	5	type	schedule	0	0	1	0		0	
F	6	scheduled_time	local_date_time	6	0	1	0		0	
M	30	weight_scale
F	0	weight	uint16	4	0	100	0	kg	0	
F	1	percent_fat	uint16	4	0	100	0	%	0	
F	2	percent_hydration	uint16	4	0	100	0	%	0	
F	3	visceral_fat_mass	uint16	4	0	100	0	kg	0	
F	4	bone_mass	uint16	4	0	100	0	kg	0	
F	5	muscle_mass	uint16	4	0	100	0	kg	0	
F	7	basal_met	uint16	4	0	4	0	kcal/day	0	
F	8	physique_rating	uint8	2	0	1	0		0	
F	9	active_met	uint16	4	0	4	0	kcal/day	0	
F	10	metabolic_age	uint8	2	0	1	0	years	0	
F	11	visceral_fat_rating	uint8	2	0	1	0		0	
F	12	user_profile_index	message_index	4	0	1	0		0	
F	13	bmi	uint16	4	0	10	0	kg/m^2	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	31	course
F	4	sport	sport	0	0	1	0		0	
F	5	name	string	7	1	1	0		0	
F	6	capabilities	course_capabilities	12	0	1	0		0	
F	7	sub_sport	sub_sport	0	0	1	0		0	
M	32	course_point
F	1	timestamp	date_time	6	0	1	0		0	
F	2	position_lat	sint32	5	0	1	0	semicircles	0	
F	3	position_long	sint32	5	0	1	0	semicircles	0	
F	4	distance	uint32	6	0	100	0	m	0	
F	5	type	course_point	0	0	1	0		0	
F	6	name	string	7	1	1	0		0	
F	8	favorite	bool	0	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	33	totals
F	0	timer_time	uint32	6	0	1	0	s	0	
F	1	distance	uint32	6	0	1	0	m	0	
F	2	calories	uint32	6	0	1	0	kcal	0	
F	3	sport	sport	0	0	1	0		0	
F	4	elapsed_time	uint32	6	0	1	0	s	0	
F	5	sessions	uint16	4	0	1	0		0	
F	6	active_time	uint32	6	0	1	0	s	0	
F	9	sport_index	uint8	2	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	34	activity
F	0	total_timer_time	uint32	6	0	1000	0	s	0	
F	1	num_sessions	uint16	4	0	1	0		0	
F	2	type	activity	0	0	1	0		0	
F	3	event	event	0	0	1	0		0	
F	4	event_type	event_type	0	0	1	0		0	
F	5	local_timestamp	local_date_time	6	0	1	0		0	
F	6	event_group	uint8	2	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	35	software
F	3	version	uint16	4	0	100	0		0	
F	5	part_number	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	37	file_capabilities
F	0	type	file	0	0	1	0		0	
F	1	flags	file_flags	10	0	1	0		0	
F	2	directory	string	7	1	1	0		0	
F	3	max_count	uint16	4	0	1	0		0	
F	4	max_size	uint32	6	0	1	0	bytes	0	
F	254	message_index	message_index	4	0	1	0		0	
M	38	mesg_capabilities
F	0	file	file	0	0	1	0		0	
F	1	mesg_num	mesg_num	4	0	1	0		0	
F	2	count_type	mesg_count	0	0	1	0		0	
F	3	count	uint16	4	0	1	0		0	
S	num_per_file	uint16	4	1	0			2=0
S	max_per_file	uint16	4	1	0			2=1
S	max_per_file_type	uint16	4	1	0			2=2
F	254	message_index	message_index	4	0	1	0		0	
M	39	field_capabilities
F	0	file	file	0	0	1	0		0	
F	1	mesg_num	mesg_num	4	0	1	0		0	
F	2	field_num	uint8	2	0	1	0		0	
F	3	count	uint16	4	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	49	file_creator
F	0	software_version	uint16	4	0	1	0		0	
F	1	hardware_version	uint8	2	0	1	0		0	
M	51	blood_pressure
F	0	systolic_pressure	uint16	4	0	1	0	mmHg	0	
F	1	diastolic_pressure	uint16	4	0	1	0	mmHg	0	
F	2	mean_arterial_pressure	uint16	4	0	1	0	mmHg	0	
F	3	map_3_sample_mean	uint16	4	0	1	0	mmHg	0	
F	4	map_morning_values	uint16	4	0	1	0	mmHg	0	
F	5	map_evening_values	uint16	4	0	1	0	mmHg	0	
F	6	heart_rate	uint8	2	0	1	0	bpm	0	
F	7	heart_rate_type	hr_type	0	0	1	0		0	
F	8	status	bp_status	0	0	1	0		0	
F	9	user_profile_index	message_index	4	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	53	speed_zone
F	0	high_value	uint16	4	0	1000	0	m/s	0	
F	1	name	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	55	monitoring
F	0	device_index	device_index	2	0	1	0		0	
F	1	calories	uint16	4	0	1	0	kcal	0	
F	2	distance	uint32	6	0	100	0	m	0	
F	3	cycles	uint32	6	0	2	0	cycles	0	
S	steps	uint32	6	1	0	steps		5=6;5=1
S	strokes	uint32	6	2	0	strokes		5=2;5=5
F	4	active_time	uint32	6	0	1000	0	s	0	
F	5	activity_type	activity_type	0	0	1	0		0	
F	6	activity_subtype	activity_subtype	0	0	1	0		0	
F	7	activity_level	activity_level	0	0	1	0		0	
F	8	distance_16	uint16	4	0	1	0	100 * m	0	
F	9	cycles_16	uint16	4	0	1	0	2 * cycles (steps)	0	
F	10	active_time_16	uint16	4	0	1	0	s	0	
F	11	local_timestamp	local_date_time	6	0	1	0		0	
F	12	temperature	sint16	3	0	100	0	C	0	
F	14	temperature_min	sint16	3	0	100	0	C	0	
F	15	temperature_max	sint16	3	0	100	0	C	0	
F	16	activity_time	uint16	4	1	1	0	minutes	0	
F	19	active_calories	uint16	4	0	1	0	kcal	0	
F	24	current_activity_type_intensity	byte	13	0	1	0		0	5,5,1,0,,0;28,3,1,0,,0
F	25	timestamp_min_8	uint8	2	0	1	0	min	0	
F	26	timestamp_16	uint16	4	0	1	0	s	0	
F	27	heart_rate	uint8	2	0	1	0	bpm	0	
F	28	intensity	uint8	2	0	10	0		0	
F	29	duration_min	uint16	4	0	1	0	min	0	
F	30	duration	uint32	6	0	1	0	s	0	
F	31	ascent	uint32	6	0	1000	0	m	0	
F	32	descent	uint32	6	0	1000	0	m	0	
F	33	moderate_activity_minutes	uint16	4	0	1	0	minutes	0	
F	34	vigorous_activity_minutes	uint16	4	0	1	0	minutes	0	
F	41	pushes	uint32	6	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	72	training_file
F	0	type	file	0	0	1	0		0	
F	1	manufacturer	manufacturer	4	0	1	0		0	
F	2	product	uint16	4	0	1	0		0	
S	favero_product	favero_product	4	1	0			1=263
S	garmin_product	garmin_product	4	1	0			1=1;1=15;1=13;1=89
F	3	serial_number	uint32z	12	0	1	0		0	
F	4	time_created	date_time	6	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	78	hrv
F	0	time	uint16	4	1	1000	0	s	0	
M	80	ant_rx
F	0	fractional_timestamp	uint16	4	0	32768	0	s	0	
F	1	mesg_id	byte	13	0	1	0		0	
F	2	mesg_data	byte	13	1	1	0		0	3,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0
F	3	channel_number	uint8	2	0	1	0		0	
F	4	data	byte	13	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	81	ant_tx
F	0	fractional_timestamp	uint16	4	0	32768	0	s	0	
F	1	mesg_id	byte	13	0	1	0		0	
F	2	mesg_data	byte	13	1	1	0		0	3,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0;4,8,1,0,,0
F	3	channel_number	uint8	2	0	1	0		0	
F	4	data	byte	13	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	82	ant_channel_id
F	0	channel_number	uint8	2	0	1	0		0	
F	1	device_type	uint8z	10	0	1	0		0	
F	2	device_number	uint16z	11	0	1	0		0	
F	3	transmission_type	uint8z	10	0	1	0		0	
F	4	device_index	device_index	2	0	1	0		0	
M	101	length
F	0	event	event	0	0	1	0		0	
F	1	event_type	event_type	0	0	1	0		0	
F	2	start_time	date_time	6	0	1	0		0	
F	3	total_elapsed_time	uint32	6	0	1000	0	s	0	
F	4	total_timer_time	uint32	6	0	1000	0	s	0	
F	5	total_strokes	uint16	4	0	1	0	strokes	0	
F	6	avg_speed	uint16	4	0	1000	0	m/s	0	
F	7	swim_stroke	swim_stroke	0	0	1	0	swim_stroke	0	
F	9	avg_swimming_cadence	uint8	2	0	1	0	strokes/min	0	
F	10	event_group	uint8	2	0	1	0		0	
F	11	total_calories	uint16	4	0	1	0	kcal	0	
F	12	length_type	length_type	0	0	1	0		0	
F	18	player_score	uint16	4	0	1	0		0	
F	19	opponent_score	uint16	4	0	1	0		0	
F	20	stroke_count	uint16	4	1	1	0	counts	0	
F	21	zone_count	uint16	4	1	1	0	counts	0	
F	22	enhanced_avg_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	23	enhanced_max_respiration_rate	uint16	4	0	100	0	Breaths/min	0	
F	24	avg_respiration_rate	uint8	2	0	1	0		0	22,8,1,0,,0
F	25	max_respiration_rate	uint8	2	0	1	0		0	23,8,1,0,,0
F	26	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	253	timestamp	date_time	6	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	103	monitoring_info
F	0	local_timestamp	local_date_time	6	0	1	0	s	0	
F	1	activity_type	activity_type	0	1	1	0		0	
F	3	cycles_to_distance	uint16	4	1	5000	0	m/cycle	0	
F	4	cycles_to_calories	uint16	4	1	5000	0	kcal/cycle	0	
F	5	resting_metabolic_rate	uint16	4	0	1	0	kcal / day	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	104	battery
F	2	capacity	uint8	2	0	1	0	%	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	106	slave_device
F	0	manufacturer	manufacturer	4	0	1	0		0	
F	1	product	uint16	4	0	1	0		0	
S	favero_product	favero_product	4	1	0			0=263
S	garmin_product	garmin_product	4	1	0			0=1;0=15;0=13;0=89
M	127	connectivity
F	0	bluetooth_enabled	bool	0	0	1	0		0	
F	1	bluetooth_le_enabled	bool	0	0	1	0		0	
F	2	ant_enabled	bool	0	0	1	0		0	
F	3	name	string	7	1	1	0		0	
F	4	live_tracking_enabled	bool	0	0	1	0		0	
F	5	weather_conditions_enabled	bool	0	0	1	0		0	
F	6	weather_alerts_enabled	bool	0	0	1	0		0	
F	7	auto_activity_upload_enabled	bool	0	0	1	0		0	
F	8	course_download_enabled	bool	0	0	1	0		0	
F	9	workout_download_enabled	bool	0	0	1	0		0	
F	10	gps_ephemeris_download_enabled	bool	0	0	1	0		0	
F	11	incident_detection_enabled	bool	0	0	1	0		0	
F	12	grouptrack_enabled	bool	0	0	1	0		0	
M	128	weather_conditions
F	0	weather_report	weather_report	0	0	1	0		0	
F	1	temperature	sint8	1	0	1	0	C	0	
F	2	condition	weather_status	0	0	1	0		0	
F	3	wind_direction	uint16	4	0	1	0	degrees	0	
F	4	wind_speed	uint16	4	0	1000	0	m/s	0	
F	5	precipitation_probability	uint8	2	0	1	0		0	
F	6	temperature_feels_like	sint8	1	0	1	0	C	0	
F	7	relative_humidity	uint8	2	0	1	0		0	
F	8	location	string	7	1	1	0		0	
F	9	observed_at_time	date_time	6	0	1	0		0	
F	10	observed_location_lat	sint32	5	0	1	0	semicircles	0	
F	11	observed_location_long	sint32	5	0	1	0	semicircles	0	
F	12	day_of_week	day_of_week	0	0	1	0		0	
F	13	high_temperature	sint8	1	0	1	0	C	0	
F	14	low_temperature	sint8	1	0	1	0	C	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	129	weather_alert
F	0	report_id	string	7	1	1	0		0	
F	1	issue_time	date_time	6	0	1	0		0	
F	2	expire_time	date_time	6	0	1	0		0	
F	3	severity	weather_severity	0	0	1	0		0	
F	4	type	weather_severe_type	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	131	cadence_zone
F	0	high_value	uint8	2	0	1	0	rpm	0	
F	1	name	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	132	hr
F	0	fractional_timestamp	uint16	4	0	32768	0	s	0	
F	1	time256	uint8	2	0	256	0	s	0	0,8,256,0,s,0
F	6	filtered_bpm	uint8	2	1	1	0	bpm	0	
F	9	event_timestamp	uint32	6	1	1024	0	s	1	
F	10	event_timestamp_12	byte	13	1	1	0		0	9,12,1024,0,s,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1;9,12,1024,0,,1
F	253	timestamp	date_time	6	0	1	0		0	
M	142	segment_lap
F	0	event	event	0	0	1	0		0	
F	1	event_type	event_type	0	0	1	0		0	
F	2	start_time	date_time	6	0	1	0		0	
F	3	start_position_lat	sint32	5	0	1	0	semicircles	0	
F	4	start_position_long	sint32	5	0	1	0	semicircles	0	
F	5	end_position_lat	sint32	5	0	1	0	semicircles	0	
F	6	end_position_long	sint32	5	0	1	0	semicircles	0	
F	7	total_elapsed_time	uint32	6	0	1000	0	s	0	
F	8	total_timer_time	uint32	6	0	1000	0	s	0	
F	9	total_distance	uint32	6	0	100	0	m	0	
F	10	total_cycles	uint32	6	0	1	0	cycles	0	
S	total_strokes	uint32	6	1	0	strokes		23=2
F	11	total_calories	uint16	4	0	1	0	kcal	0	
F	12	total_fat_calories	uint16	4	0	1	0	kcal	0	
F	13	avg_speed	uint16	4	0	1000	0	m/s	0	
F	14	max_speed	uint16	4	0	1000	0	m/s	0	
F	15	avg_heart_rate	uint8	2	0	1	0	bpm	0	
F	16	max_heart_rate	uint8	2	0	1	0	bpm	0	
F	17	avg_cadence	uint8	2	0	1	0	rpm	0	
F	18	max_cadence	uint8	2	0	1	0	rpm	0	
F	19	avg_power	uint16	4	0	1	0	watts	0	
F	20	max_power	uint16	4	0	1	0	watts	0	
F	21	total_ascent	uint16	4	0	1	0	m	0	
F	22	total_descent	uint16	4	0	1	0	m	0	
F	23	sport	sport	0	0	1	0		0	
F	24	event_group	uint8	2	0	1	0		0	
F	25	nec_lat	sint32	5	0	1	0	semicircles	0	
F	26	nec_long	sint32	5	0	1	0	semicircles	0	
F	27	swc_lat	sint32	5	0	1	0	semicircles	0	
F	28	swc_long	sint32	5	0	1	0	semicircles	0	
F	29	name	string	7	1	1	0		0	
F	30	normalized_power	uint16	4	0	1	0	watts	0	
F	31	left_right_balance	left_right_balance_100	4	0	1	0		0	
F	32	sub_sport	sub_sport	0	0	1	0		0	
F	33	total_work	uint32	6	0	1	0	J	0	
F	34	avg_altitude	uint16	4	0	5	500	m	0	91,16,5,500,m,0
F	35	max_altitude	uint16	4	0	5	500	m	0	92,16,5,500,m,0
F	36	gps_accuracy	uint8	2	0	1	0	m	0	
F	37	avg_grade	sint16	3	0	100	0	%	0	
F	38	avg_pos_grade	sint16	3	0	100	0	%	0	
F	39	avg_neg_grade	sint16	3	0	100	0	%	0	
F	40	max_pos_grade	sint16	3	0	100	0	%	0	
F	41	max_neg_grade	sint16	3	0	100	0	%	0	
F	42	avg_temperature	sint8	1	0	1	0	C	0	
F	43	max_temperature	sint8	1	0	1	0	C	0	
F	44	total_moving_time	uint32	6	0	1000	0	s	0	
F	45	avg_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	46	avg_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	47	max_pos_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	48	max_neg_vertical_speed	sint16	3	0	1000	0	m/s	0	
F	49	time_in_hr_zone	uint32	6	1	1000	0	s	0	
F	50	time_in_speed_zone	uint32	6	1	1000	0	s	0	
F	51	time_in_cadence_zone	uint32	6	1	1000	0	s	0	
F	52	time_in_power_zone	uint32	6	1	1000	0	s	0	
F	53	repetition_num	uint16	4	0	1	0		0	
F	54	min_altitude	uint16	4	0	5	500	m	0	93,16,5,500,m,0
F	55	min_heart_rate	uint8	2	0	1	0	bpm	0	
F	56	active_time	uint32	6	0	1000	0	s	0	
F	57	wkt_step_index	message_index	4	0	1	0		0	
F	58	sport_event	sport_event	0	0	1	0		0	
F	59	avg_left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	60	avg_right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	61	avg_left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	62	avg_right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	63	avg_combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	64	status	segment_lap_status	0	0	1	0		0	
F	65	uuid	string	7	1	1	0		0	
F	66	avg_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	67	max_fractional_cadence	uint8	2	0	128	0	rpm	0	
F	68	total_fractional_cycles	uint8	2	0	128	0	cycles	0	
F	69	front_gear_shift_count	uint16	4	0	1	0		0	
F	70	rear_gear_shift_count	uint16	4	0	1	0		0	
F	71	time_standing	uint32	6	0	1000	0	s	0	
F	72	stand_count	uint16	4	0	1	0		0	
F	73	avg_left_pco	sint8	1	0	1	0	mm	0	
F	74	avg_right_pco	sint8	1	0	1	0	mm	0	
F	75	avg_left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	76	avg_left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	77	avg_right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	78	avg_right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	79	avg_power_position	uint16	4	1	1	0	watts	0	
F	80	max_power_position	uint16	4	1	1	0	watts	0	
F	81	avg_cadence_position	uint8	2	1	1	0	rpm	0	
F	82	max_cadence_position	uint8	2	1	1	0	rpm	0	
F	83	manufacturer	manufacturer	4	0	1	0		0	
F	84	total_grit	float32	8	0	1	0	kGrit	0	
F	85	total_flow	float32	8	0	1	0	Flow	0	
F	86	avg_grit	float32	8	0	1	0	kGrit	0	
F	87	avg_flow	float32	8	0	1	0	Flow	0	
F	88	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	89	total_fractional_ascent	uint8	2	0	100	0	m	0	
F	90	total_fractional_descent	uint8	2	0	100	0	m	0	
F	91	enhanced_avg_altitude	uint32	6	0	5	500	m	0	
F	92	enhanced_max_altitude	uint32	6	0	5	500	m	0	
F	93	enhanced_min_altitude	uint32	6	0	5	500	m	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	145	memo_glob
F	0	memo	byte	13	1	1	0		0	
F	1	mesg_num	mesg_num	4	0	1	0		0	
F	2	parent_index	message_index	4	0	1	0		0	
F	3	field_num	uint8	2	0	1	0		0	
F	4	data	uint8z	10	1	1	0		0	
F	250	part_index	uint32	6	0	1	0		0	
M	148	segment_id
F	0	name	string	7	1	1	0		0	
F	1	uuid	string	7	1	1	0		0	
F	2	sport	sport	0	0	1	0		0	
F	3	enabled	bool	0	0	1	0		0	
F	4	user_profile_primary_key	uint32	6	0	1	0		0	
F	5	device_id	uint32	6	0	1	0		0	
F	6	default_race_leader	uint8	2	0	1	0		0	
F	7	delete_status	segment_delete_status	0	0	1	0		0	
F	8	selection_type	segment_selection_type	0	0	1	0		0	
M	149	segment_leaderboard_entry
F	0	name	string	7	1	1	0		0	
F	1	type	segment_leaderboard_type	0	0	1	0		0	
F	2	group_primary_key	uint32	6	0	1	0		0	
F	3	activity_id	uint32	6	0	1	0		0	
F	4	segment_time	uint32	6	0	1000	0	s	0	
F	5	activity_id_string	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	150	segment_point
F	1	position_lat	sint32	5	0	1	0	semicircles	0	
F	2	position_long	sint32	5	0	1	0	semicircles	0	
F	3	distance	uint32	6	0	100	0	m	0	
F	4	altitude	uint16	4	0	5	500	m	0	6,16,5,500,m,0
F	5	leader_time	uint32	6	1	1000	0	s	0	
F	6	enhanced_altitude	uint32	6	0	5	500	m	0	
F	254	message_index	message_index	4	0	1	0		0	
M	151	segment_file
F	1	file_uuid	string	7	1	1	0		0	
F	3	enabled	bool	0	0	1	0		0	
F	4	user_profile_primary_key	uint32	6	0	1	0		0	
F	7	leader_type	segment_leaderboard_type	0	1	1	0		0	
F	8	leader_group_primary_key	uint32	6	1	1	0		0	
F	9	leader_activity_id	uint32	6	1	1	0		0	
F	10	leader_activity_id_string	string	7	1	1	0		0	
F	11	default_race_leader	uint8	2	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	158	workout_session
F	0	sport	sport	0	0	1	0		0	
F	1	sub_sport	sub_sport	0	0	1	0		0	
F	2	num_valid_steps	uint16	4	0	1	0		0	
F	3	first_step_index	uint16	4	0	1	0		0	
F	4	pool_length	uint16	4	0	100	0	m	0	
F	5	pool_length_unit	display_measure	0	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	159	watchface_settings
F	0	mode	watchface_mode	0	0	1	0		0	
F	1	layout	byte	13	0	1	0		0	
S	digital_layout	digital_watchface_layout	13	1	0			0=0
S	analog_layout	analog_watchface_layout	13	1	0			0=1
F	254	message_index	message_index	4	0	1	0		0	
M	160	gps_metadata
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	position_lat	sint32	5	0	1	0	semicircles	0	
F	2	position_long	sint32	5	0	1	0	semicircles	0	
F	3	enhanced_altitude	uint32	6	0	5	500	m	0	
F	4	enhanced_speed	uint32	6	0	1000	0	m/s	0	
F	5	heading	uint16	4	0	100	0	degrees	0	
F	6	utc_timestamp	date_time	6	0	1	0	s	0	
F	7	velocity	sint16	3	1	100	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	161	camera_event
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	camera_event_type	camera_event_type	0	0	1	0		0	
F	2	camera_file_uuid	string	7	1	1	0		0	
F	3	camera_orientation	camera_orientation_type	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	162	timestamp_correlation
F	0	fractional_timestamp	uint16	4	0	32768	0	s	0	
F	1	system_timestamp	date_time	6	0	1	0	s	0	
F	2	fractional_system_timestamp	uint16	4	0	32768	0	s	0	
F	3	local_timestamp	local_date_time	6	0	1	0	s	0	
F	4	timestamp_ms	uint16	4	0	1	0	ms	0	
F	5	system_timestamp_ms	uint16	4	0	1	0	ms	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	164	gyroscope_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sample_time_offset	uint16	4	1	1	0	ms	0	
F	2	gyro_x	uint16	4	1	1	0	counts	0	
F	3	gyro_y	uint16	4	1	1	0	counts	0	
F	4	gyro_z	uint16	4	1	1	0	counts	0	
F	5	calibrated_gyro_x	float32	8	1	1	0	deg/s	0	
F	6	calibrated_gyro_y	float32	8	1	1	0	deg/s	0	
F	7	calibrated_gyro_z	float32	8	1	1	0	deg/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	165	accelerometer_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sample_time_offset	uint16	4	1	1	0	ms	0	
F	2	accel_x	uint16	4	1	1	0	counts	0	
F	3	accel_y	uint16	4	1	1	0	counts	0	
F	4	accel_z	uint16	4	1	1	0	counts	0	
F	5	calibrated_accel_x	float32	8	1	1	0	g	0	
F	6	calibrated_accel_y	float32	8	1	1	0	g	0	
F	7	calibrated_accel_z	float32	8	1	1	0	g	0	
F	8	compressed_calibrated_accel_x	sint16	3	1	1	0	mG	0	
F	9	compressed_calibrated_accel_y	sint16	3	1	1	0	mG	0	
F	10	compressed_calibrated_accel_z	sint16	3	1	1	0	mG	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	167	three_d_sensor_calibration
F	0	sensor_type	sensor_type	0	0	1	0		0	
F	1	calibration_factor	uint32	6	0	1	0		0	
S	accel_cal_factor	uint32	6	1	0	g		0=0
S	gyro_cal_factor	uint32	6	1	0	deg/s		0=1
F	2	calibration_divisor	uint32	6	0	1	0	counts	0	
F	3	level_shift	uint32	6	0	1	0		0	
F	4	offset_cal	sint32	5	1	1	0		0	
F	5	orientation_matrix	sint32	5	1	65535	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	169	video_frame
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	frame_number	uint32	6	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	174	obdii_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	time_offset	uint16	4	1	1	0	ms	0	
F	2	pid	byte	13	0	1	0		0	
F	3	raw_data	byte	13	1	1	0		0	
F	4	pid_data_size	uint8	2	1	1	0		0	
F	5	system_time	uint32	6	1	1	0		0	
F	6	start_timestamp	date_time	6	0	1	0		0	
F	7	start_timestamp_ms	uint16	4	0	1	0	ms	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	177	nmea_sentence
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sentence	string	7	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	178	aviation_attitude
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	system_time	uint32	6	1	1	0	ms	0	
F	2	pitch	sint16	3	1	10430.38	0	radians	0	
F	3	roll	sint16	3	1	10430.38	0	radians	0	
F	4	accel_lateral	sint16	3	1	100	0	m/s^2	0	
F	5	accel_normal	sint16	3	1	100	0	m/s^2	0	
F	6	turn_rate	sint16	3	1	1024	0	radians/second	0	
F	7	stage	attitude_stage	0	1	1	0		0	
F	8	attitude_stage_complete	uint8	2	1	1	0	%	0	
F	9	track	uint16	4	1	10430.38	0	radians	0	
F	10	validity	attitude_validity	4	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	184	video
F	0	url	string	7	1	1	0		0	
F	1	hosting_provider	string	7	1	1	0		0	
F	2	duration	uint32	6	0	1	0	ms	0	
M	185	video_title
F	0	message_count	uint16	4	0	1	0		0	
F	1	text	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	186	video_description
F	0	message_count	uint16	4	0	1	0		0	
F	1	text	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	187	video_clip
F	0	clip_number	uint16	4	0	1	0		0	
F	1	start_timestamp	date_time	6	0	1	0		0	
F	2	start_timestamp_ms	uint16	4	0	1	0		0	
F	3	end_timestamp	date_time	6	0	1	0		0	
F	4	end_timestamp_ms	uint16	4	0	1	0		0	
F	6	clip_start	uint32	6	0	1	0	ms	0	
F	7	clip_end	uint32	6	0	1	0	ms	0	
M	188	ohr_settings
F	0	enabled	switch	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	200	exd_screen_configuration
F	0	screen_index	uint8	2	0	1	0		0	
F	1	field_count	uint8	2	0	1	0		0	
F	2	layout	exd_layout	0	0	1	0		0	
F	3	screen_enabled	bool	0	0	1	0		0	
M	201	exd_data_field_configuration
F	0	screen_index	uint8	2	0	1	0		0	
F	1	concept_field	byte	13	0	1	0		0	2,4,1,0,,0;3,4,1,0,,0
F	2	field_id	uint8	2	0	1	0		0	
F	3	concept_count	uint8	2	0	1	0		0	
F	4	display_type	exd_display_type	0	0	1	0		0	
F	5	title	string	7	1	1	0		0	
M	202	exd_data_concept_configuration
F	0	screen_index	uint8	2	0	1	0		0	
F	1	concept_field	byte	13	0	1	0		0	2,4,1,0,,0;3,4,1,0,,0
F	2	field_id	uint8	2	0	1	0		0	
F	3	concept_index	uint8	2	0	1	0		0	
F	4	data_page	uint8	2	0	1	0		0	
F	5	concept_key	uint8	2	0	1	0		0	
F	6	scaling	uint8	2	0	1	0		0	
F	8	data_units	exd_data_units	0	0	1	0		0	
F	9	qualifier	exd_qualifiers	0	0	1	0		0	
F	10	descriptor	exd_descriptors	0	0	1	0		0	
F	11	is_signed	bool	0	0	1	0		0	
M	206	field_description
F	0	developer_data_index	uint8	2	0	1	0		0	
F	1	field_definition_number	uint8	2	0	1	0		0	
F	2	fit_base_type_id	fit_base_type	2	0	1	0		0	
F	3	field_name	string	7	1	1	0		0	
F	4	array	uint8	2	0	1	0		0	
F	5	components	string	7	1	1	0		0	
F	6	scale	uint8	2	0	1	0		0	
F	7	offset	sint8	1	0	1	0		0	
F	8	units	string	7	1	1	0		0	
F	9	bits	string	7	1	1	0		0	
F	10	accumulate	string	7	1	1	0		0	
F	13	fit_base_unit_id	fit_base_unit	4	0	1	0		0	
F	14	native_mesg_num	mesg_num	4	0	1	0		0	
F	15	native_field_num	uint8	2	0	1	0		0	
M	207	developer_data_id
F	0	developer_id	byte	13	1	1	0		0	
F	1	application_id	byte	13	1	1	0		0	
F	2	manufacturer_id	manufacturer	4	0	1	0		0	
F	3	developer_data_index	uint8	2	0	1	0		0	
F	4	application_version	uint32	6	0	1	0		0	
M	208	magnetometer_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sample_time_offset	uint16	4	1	1	0	ms	0	
F	2	mag_x	uint16	4	1	1	0	counts	0	
F	3	mag_y	uint16	4	1	1	0	counts	0	
F	4	mag_z	uint16	4	1	1	0	counts	0	
F	5	calibrated_mag_x	float32	8	1	1	0	G	0	
F	6	calibrated_mag_y	float32	8	1	1	0	G	0	
F	7	calibrated_mag_z	float32	8	1	1	0	G	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	209	barometer_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sample_time_offset	uint16	4	1	1	0	ms	0	
F	2	baro_pres	uint32	6	1	1	0	Pa	0	
F	3	enhanced_altitude	uint32	6	1	5	500	m	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	210	one_d_sensor_calibration
F	0	sensor_type	sensor_type	0	0	1	0		0	
F	1	calibration_factor	uint32	6	0	1	0		0	
S	baro_cal_factor	uint32	6	1	0	Pa		0=3
F	2	calibration_divisor	uint32	6	0	1	0	counts	0	
F	3	level_shift	uint32	6	0	1	0		0	
F	4	offset_cal	sint32	5	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	211	monitoring_hr_data
F	0	resting_heart_rate	uint8	2	0	1	0	bpm	0	
F	1	current_day_resting_heart_rate	uint8	2	0	1	0	bpm	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	216	time_in_zone
F	0	reference_mesg	mesg_num	4	0	1	0		0	
F	1	reference_index	message_index	4	0	1	0		0	
F	2	time_in_hr_zone	uint32	6	1	1000	0	s	0	
F	3	time_in_speed_zone	uint32	6	1	1000	0	s	0	
F	4	time_in_cadence_zone	uint32	6	1	1000	0	s	0	
F	5	time_in_power_zone	uint32	6	1	1000	0	s	0	
F	6	hr_zone_high_boundary	uint8	2	1	1	0	bpm	0	
F	7	speed_zone_high_boundary	uint16	4	1	1000	0	m/s	0	
F	8	cadence_zone_high_bondary	uint8	2	1	1	0	rpm	0	
F	9	power_zone_high_boundary	uint16	4	1	1	0	watts	0	
F	10	hr_calc_type	hr_zone_calc	0	0	1	0		0	
F	11	max_heart_rate	uint8	2	0	1	0		0	
F	12	resting_heart_rate	uint8	2	0	1	0		0	
F	13	threshold_heart_rate	uint8	2	0	1	0		0	
F	14	pwr_calc_type	pwr_zone_calc	0	0	1	0		0	
F	15	functional_threshold_power	uint16	4	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	225	set
F	0	duration	uint32	6	0	1000	0	s	0	
F	3	repetitions	uint16	4	0	1	0		0	
F	4	weight	uint16	4	0	16	0	kg	0	
F	5	set_type	set_type	2	0	1	0		0	
F	6	start_time	date_time	6	0	1	0		0	
F	7	category	exercise_category	4	1	1	0		0	
F	8	category_subtype	uint16	4	1	1	0		0	
F	9	weight_display_unit	fit_base_unit	4	0	1	0		0	
F	10	message_index	message_index	4	0	1	0		0	
F	11	wkt_step_index	message_index	4	0	1	0		0	
F	254	timestamp	date_time	6	0	1	0		0	
M	227	stress_level
F	0	stress_level_value	sint16	3	0	1	0		0	
F	1	stress_level_time	date_time	6	0	1	0	s	0	
M	229	max_met_data
F	0	update_time	date_time	6	0	1	0		0	
F	2	vo2_max	uint16	4	0	10	0	mL/kg/min	0	
F	5	sport	sport	0	0	1	0		0	
F	6	sub_sport	sub_sport	0	0	1	0		0	
F	8	max_met_category	max_met_category	0	0	1	0		0	
F	9	calibrated_data	bool	0	0	1	0		0	
F	12	hr_source	max_met_heart_rate_source	0	0	1	0		0	
F	13	speed_source	max_met_speed_source	0	0	1	0		0	
M	258	dive_settings
F	0	name	string	7	1	1	0		0	
F	1	model	tissue_model_type	0	0	1	0		0	
F	2	gf_low	uint8	2	0	1	0	percent	0	
F	3	gf_high	uint8	2	0	1	0	percent	0	
F	4	water_type	water_type	0	0	1	0		0	
F	5	water_density	float32	8	0	1	0	kg/m^3	0	
F	6	po2_warn	uint8	2	0	100	0	percent	0	
F	7	po2_critical	uint8	2	0	100	0	percent	0	
F	8	po2_deco	uint8	2	0	100	0	percent	0	
F	9	safety_stop_enabled	bool	0	0	1	0		0	
F	10	bottom_depth	float32	8	0	1	0		0	
F	11	bottom_time	uint32	6	0	1	0		0	
F	12	apnea_countdown_enabled	bool	0	0	1	0		0	
F	13	apnea_countdown_time	uint32	6	0	1	0		0	
F	14	backlight_mode	dive_backlight_mode	0	0	1	0		0	
F	15	backlight_brightness	uint8	2	0	1	0		0	
F	16	backlight_timeout	backlight_timeout	2	0	1	0		0	
F	17	repeat_dive_interval	uint16	4	0	1	0	s	0	
F	18	safety_stop_time	uint16	4	0	1	0	s	0	
F	19	heart_rate_source_type	source_type	0	0	1	0		0	
F	20	heart_rate_source	uint8	2	0	1	0		0	
S	heart_rate_antplus_device_type	antplus_device_type	2	1	0			19=1
S	heart_rate_local_device_type	local_device_type	2	1	0			19=5
F	21	travel_gas	message_index	4	0	1	0		0	
F	22	ccr_low_setpoint_switch_mode	ccr_setpoint_switch_mode	0	0	1	0		0	
F	23	ccr_low_setpoint	uint8	2	0	100	0	percent	0	
F	24	ccr_low_setpoint_depth	uint32	6	0	1000	0	m	0	
F	25	ccr_high_setpoint_switch_mode	ccr_setpoint_switch_mode	0	0	1	0		0	
F	26	ccr_high_setpoint	uint8	2	0	100	0	percent	0	
F	27	ccr_high_setpoint_depth	uint32	6	0	1000	0	m	0	
F	29	gas_consumption_display	gas_consumption_rate_type	0	0	1	0		0	
F	30	up_key_enabled	bool	0	0	1	0		0	
F	35	dive_sounds	tone	0	0	1	0		0	
F	36	last_stop_multiple	uint8	2	0	10	0		0	
F	37	no_fly_time_mode	no_fly_time_mode	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	259	dive_gas
F	0	helium_content	uint8	2	0	1	0	percent	0	
F	1	oxygen_content	uint8	2	0	1	0	percent	0	
F	2	status	dive_gas_status	0	0	1	0		0	
F	3	mode	dive_gas_mode	0	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	262	dive_alarm
F	0	depth	uint32	6	0	1000	0	m	0	
F	1	time	sint32	5	0	1	0	s	0	
F	2	enabled	bool	0	0	1	0		0	
F	3	alarm_type	dive_alarm_type	0	0	1	0		0	
F	4	sound	tone	0	0	1	0		0	
F	5	dive_types	sub_sport	0	1	1	0		0	
F	6	id	uint32	6	0	1	0		0	
F	7	popup_enabled	bool	0	0	1	0		0	
F	8	trigger_on_descent	bool	0	0	1	0		0	
F	9	trigger_on_ascent	bool	0	0	1	0		0	
F	10	repeating	bool	0	0	1	0		0	
F	11	speed	sint32	5	0	1000	0	mps	0	
F	254	message_index	message_index	4	0	1	0		0	
M	264	exercise_title
F	0	exercise_category	exercise_category	4	0	1	0		0	
F	1	exercise_name	uint16	4	0	1	0		0	
F	2	wkt_step_name	string	7	1	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	268	dive_summary
F	0	reference_mesg	mesg_num	4	0	1	0		0	
F	1	reference_index	message_index	4	0	1	0		0	
F	2	avg_depth	uint32	6	0	1000	0	m	0	
F	3	max_depth	uint32	6	0	1000	0	m	0	
F	4	surface_interval	uint32	6	0	1	0	s	0	
F	5	start_cns	uint8	2	0	1	0	percent	0	
F	6	end_cns	uint8	2	0	1	0	percent	0	
F	7	start_n2	uint16	4	0	1	0	percent	0	
F	8	end_n2	uint16	4	0	1	0	percent	0	
F	9	o2_toxicity	uint16	4	0	1	0	OTUs	0	
F	10	dive_number	uint32	6	0	1	0		0	
F	11	bottom_time	uint32	6	0	1000	0	s	0	
F	12	avg_pressure_sac	uint16	4	0	100	0	bar/min	0	
F	13	avg_volume_sac	uint16	4	0	100	0	L/min	0	
F	14	avg_rmv	uint16	4	0	100	0	L/min	0	
F	15	descent_time	uint32	6	0	1000	0	s	0	
F	16	ascent_time	uint32	6	0	1000	0	s	0	
F	17	avg_ascent_rate	sint32	5	0	1000	0	m/s	0	
F	22	avg_descent_rate	uint32	6	0	1000	0	m/s	0	
F	23	max_ascent_rate	uint32	6	0	1000	0	m/s	0	
F	24	max_descent_rate	uint32	6	0	1000	0	m/s	0	
F	25	hang_time	uint32	6	0	1000	0	s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	269	spo2_data
F	0	reading_spo2	uint8	2	0	1	0	percent	0	
F	1	reading_confidence	uint8	2	0	1	0		0	
F	2	mode	spo2_measurement_type	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	275	sleep_level
F	0	sleep_level	sleep_level	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	285	jump
F	0	distance	float32	8	0	1	0	m	0	
F	1	height	float32	8	0	1	0	m	0	
F	2	rotations	uint8	2	0	1	0		0	
F	3	hang_time	float32	8	0	1	0	s	0	
F	4	score	float32	8	0	1	0		0	
F	5	position_lat	sint32	5	0	1	0	semicircles	0	
F	6	position_long	sint32	5	0	1	0	semicircles	0	
F	7	speed	uint16	4	0	1000	0	m/s	0	8,16,1000,0,m/s,0
F	8	enhanced_speed	uint32	6	0	1000	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	289	aad_accel_features
F	0	time	uint16	4	0	1	0	s	0	
F	1	energy_total	uint32	6	0	1	0		0	
F	2	zero_cross_cnt	uint16	4	0	1	0		0	
F	3	instance	uint8	2	0	1	0		0	
F	4	time_above_threshold	uint16	4	0	25	0	s	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	290	beat_intervals
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	time	uint16	4	1	1	0	ms	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	297	respiration_rate
F	0	respiration_rate	sint16	3	0	100	0	breaths/min	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	302	hsa_accelerometer_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sampling_interval	uint16	4	0	1	0	ms	0	
F	2	accel_x	sint16	3	1	1.024	0	mG	0	
F	3	accel_y	sint16	3	1	1.024	0	mG	0	
F	4	accel_z	sint16	3	1	1.024	0	mG	0	
F	5	timestamp_32k	uint32	6	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	304	hsa_step_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	steps	uint32	6	1	1	0	steps	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	305	hsa_spo2_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	reading_spo2	uint8	2	1	1	0	percent	0	
F	2	confidence	uint8	2	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	306	hsa_stress_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	stress_level	sint8	1	1	1	0	s	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	307	hsa_respiration_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	respiration_rate	sint16	3	1	100	0	breaths/min	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	308	hsa_heart_rate_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	status	uint8	2	0	1	0		0	
F	2	heart_rate	uint8	2	1	1	0	bpm	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	312	split
F	0	split_type	split_type	0	0	1	0		0	
F	1	total_elapsed_time	uint32	6	0	1000	0	s	0	
F	2	total_timer_time	uint32	6	0	1000	0	s	0	
F	3	total_distance	uint32	6	0	100	0	m	0	
F	4	avg_speed	uint32	6	0	1000	0	m/s	0	
F	9	start_time	date_time	6	0	1	0		0	
F	11	sport	sport	0	0	1	0		0	
F	12	sub_sport	sub_sport	0	0	1	0		0	
F	13	total_ascent	uint16	4	0	1	0	m	0	
F	14	total_descent	uint16	4	0	1	0	m	0	
F	15	avg_heart_rate	uint8	2	0	1	0	bpm	0	
F	16	max_heart_rate	uint8	2	0	1	0	bpm	0	
F	17	nec_lat	sint32	5	0	1	0	semicircles	0	
F	18	nec_long	sint32	5	0	1	0	semicircles	0	
F	19	swc_lat	sint32	5	0	1	0	semicircles	0	
F	20	swc_long	sint32	5	0	1	0	semicircles	0	
F	21	start_position_lat	sint32	5	0	1	0	semicircles	0	
F	22	start_position_long	sint32	5	0	1	0	semicircles	0	
F	23	end_position_lat	sint32	5	0	1	0	semicircles	0	
F	24	end_position_long	sint32	5	0	1	0	semicircles	0	
F	25	max_speed	uint32	6	0	1000	0	m/s	0	
F	26	avg_vert_speed	sint32	5	0	1000	0	m/s	0	
F	27	end_time	date_time	6	0	1	0		0	
F	28	total_calories	uint32	6	0	1	0	kcal	0	
F	29	avg_cadence	uint16	4	0	128	0	rpm	0	
S	avg_running_cadence	uint16	4	128	0	strides/min		11=1
S	avg_swimming_cadence	uint16	4	128	0	strokes/min		11=5
S	avg_paddlesport_cadence	uint16	4	128	0	strokes/min		11=15;11=37
S	avg_push_cadence	uint16	4	1	0	pushes/min		11=66;11=65
F	30	max_cadence	uint16	4	0	128	0	rpm	0	
S	max_running_cadence	uint16	4	128	0	strides/min		11=1
S	max_swimming_cadence	uint16	4	128	0	strokes/min		11=5
S	max_paddlesport_cadence	uint16	4	128	0	strokes/min		11=15;11=37
S	max_push_cadence	uint16	4	1	0	pushes/min		11=66;11=65
F	31	total_cycles	uint32	6	0	1	0	cycles	0	
S	total_strides	uint32	6	1	0	strides		11=1;11=11
S	total_strokes	uint32	6	1	0	strokes		11=2;11=5;11=15;11=37
S	total_reps	uint32	6	1	0	reps		11=62
S	total_pushes	uint32	6	1	0	pushes		11=66;11=65
F	32	avg_temperature	sint8	1	0	1	0	C	0	
F	33	max_temperature	sint8	1	0	1	0	C	0	
F	34	min_temperature	sint8	1	0	1	0	C	0	
F	35	avg_vertical_oscillation	uint16	4	0	10	0	mm	0	
F	36	avg_vertical_ratio	uint16	4	0	100	0	percent	0	
F	37	avg_stance_time	uint16	4	0	10	0	ms	0	
F	38	avg_stance_time_balance	uint16	4	0	100	0	percent	0	
F	39	avg_step_length	uint16	4	0	10	0	mm	0	
F	40	avg_power	uint16	4	0	1	0	watts	0	
F	41	max_power	uint16	4	0	1	0	watts	0	
F	42	normalized_power	uint16	4	0	1	0	watts	0	
F	43	left_right_balance	left_right_balance_100	4	0	1	0		0	
F	44	time_standing	uint32	6	0	1000	0	s	0	
F	45	avg_left_pco	sint8	1	0	1	0	mm	0	
F	46	avg_right_pco	sint8	1	0	1	0	mm	0	
F	47	avg_left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	48	avg_left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	49	avg_right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	50	avg_right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	51	avg_power_position	uint16	4	1	1	0	watts	0	
F	52	max_power_position	uint16	4	1	1	0	watts	0	
F	53	avg_left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	54	avg_right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	55	avg_left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	56	avg_right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	57	avg_combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	58	avg_flow	float32	8	0	1	0	Flow	0	
F	59	total_grit	float32	8	0	1	0	kGrit	0	
F	62	swim_stroke	swim_stroke	0	0	1	0		0	
F	63	num_active_lengths	uint16	4	0	1	0	lengths	0	
F	64	avg_swolf	uint16	4	0	1	0		0	
F	65	avg_stroke_distance	uint16	4	0	100	0	m	0	
F	66	avg_strokes_per_length	uint16	4	0	10	0	strokes / length	0	
F	67	first_lap_index	uint16	4	0	1	0		0	
F	68	num_laps	uint16	4	0	1	0		0	
F	69	climb_grading_scale	climb_grading_scale	0	0	1	0		0	
F	70	climb_grade_value	uint32	6	0	1	0		0	
S	climb_grade_yds	yds_grading_scale	6	1	0			69=0
S	climb_grade_uiaa	uiaa_grading_scale	6	1	0			69=1
S	climb_grade_french	french_grading_scale	6	1	0			69=2
S	climb_grade_british_adjectival	british_adjectival_grading_scale	6	1	0			69=3
S	climb_grade_british_technical	british_technical_grading_scale	6	1	0			69=4
S	climb_grade_ewbank	ewbank_grading_scale	6	1	0			69=5
S	climb_grade_brazilian	brazilian_grading_scale	6	1	0			69=6
S	climb_grade_saxon	saxon_grading_scale	6	1	0			69=7
S	climb_grade_vermin	vermin_grading_scale	6	1	0			69=8
S	climb_grade_font	font_grading_scale	6	1	0			69=9
S	climb_grade_dankyu	dankyu_grading_scale	6	1	0			69=10
F	71	status	split_status	0	0	1	0		0	
F	72	num_falls	uint16	4	0	1	0		0	
F	73	climb_send	bool	0	0	1	0		0	
F	74	start_elevation	uint32	6	0	5	500	m	0	
F	78	active_time	uint32	6	0	1000	0	s	0	
F	79	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	80	total_fractional_ascent	uint8	2	0	100	0	m	0	
F	81	total_fractional_descent	uint8	2	0	100	0	m	0	
F	88	avg_grade	sint16	3	0	100	0	%	0	
F	89	max_grade	sint16	3	0	100	0	%	0	
F	90	min_cadence	uint16	4	0	128	0	rpm	0	
S	min_running_cadence	uint16	4	128	0	strides/min		11=1
S	min_swimming_cadence	uint16	4	128	0	strokes/min		11=5
S	min_paddlesport_cadence	uint16	4	128	0	strokes/min		11=15;11=37
S	min_push_cadence	uint16	4	1	0	pushes/min		11=66;11=65
F	93	avg_grade_adjusted_speed	uint32	6	0	1000	0	m/s	0	
F	94	avg_stress	uint16	4	0	1	0		0	
F	99	avg_vam	uint16	4	0	1000	0	m/s	0	
F	104	jump_count	uint8	2	0	1	0		0	
F	110	total_moving_time	uint32	6	0	1000	0	s	0	
F	112	dive_section_type	dive_section_type	0	0	1	0		0	
F	113	avg_ascent_rate	uint32	6	0	1000	0	m/s	0	
F	114	max_ascent_rate	uint32	6	0	1000	0	m/s	0	
F	115	avg_descent_rate	uint32	6	0	1000	0	m/s	0	
F	116	max_descent_rate	uint32	6	0	1000	0	m/s	0	
F	117	total_ascent_time	uint32	6	0	1000	0	s	0	
F	118	total_descent_time	uint32	6	0	1000	0	s	0	
F	119	total_hang_time	uint32	6	0	1000	0	s	0	
F	120	apnea_discipline	apnea_discipline	0	0	1	0		0	
F	121	avg_depth	uint32	6	0	1000	0	m	0	
F	122	max_depth	uint32	6	0	1000	0	m	0	
F	124	min_heart_rate	uint8	2	0	1	0	bpm	0	
F	127	surface_interval	uint32	6	0	1	0	s	0	
F	142	total_fractional_cycles	uint8	2	0	128	0	cycles	0	
F	144	avg_stance_time_percent	uint16	4	0	100	0	percent	0	
F	168	total_anaerobic_training_effect	uint8	2	0	10	0		0	
F	169	front_gear_shift_count	uint16	4	0	1	0		0	
F	170	rear_gear_shift_count	uint16	4	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	313	split_summary
F	0	split_type	split_type	0	0	1	0		0	
F	1	sport	sport	0	0	1	0		0	
F	2	sub_sport	sub_sport	0	0	1	0		0	
F	3	num_splits	uint16	4	0	1	0		0	
F	4	total_timer_time	uint32	6	0	1000	0	s	0	
F	5	total_distance	uint32	6	0	100	0	m	0	
F	6	avg_speed	uint32	6	0	1000	0	m/s	0	
F	7	max_speed	uint32	6	0	1000	0	m/s	0	
F	8	total_ascent	uint16	4	0	1	0	m	0	
F	9	total_descent	uint16	4	0	1	0	m	0	
F	10	avg_heart_rate	uint8	2	0	1	0	bpm	0	
F	11	max_heart_rate	uint8	2	0	1	0	bpm	0	
F	12	avg_vert_speed	sint32	5	0	1000	0	m/s	0	
F	13	total_calories	uint32	6	0	1	0	kcal	0	
F	14	avg_cadence	uint16	4	0	128	0	rpm	0	
S	avg_running_cadence	uint16	4	128	0	strides/min		1=1
S	avg_swimming_cadence	uint16	4	128	0	strokes/min		1=5
S	avg_paddlesport_cadence	uint16	4	128	0	strokes/min		1=15;1=37
S	avg_push_cadence	uint16	4	1	0	pushes/min		1=66;1=65
F	15	max_cadence	uint16	4	0	128	0	rpm	0	
S	max_running_cadence	uint16	4	128	0	strides/min		1=1
S	max_swimming_cadence	uint16	4	128	0	strokes/min		1=5
S	max_paddlesport_cadence	uint16	4	128	0	strokes/min		1=15;1=37
S	max_push_cadence	uint16	4	1	0	pushes/min		1=66;1=65
F	16	total_cycles	uint32	6	0	1	0	cycles	0	
S	total_strides	uint32	6	1	0	strides		1=1;1=11
S	total_strokes	uint32	6	1	0	strokes		1=2;1=5;1=15;1=37
S	total_reps	uint32	6	1	0	reps		1=62
S	total_pushes	uint32	6	1	0	pushes		1=66;1=65
F	17	avg_temperature	sint8	1	0	1	0	C	0	
F	18	max_temperature	sint8	1	0	1	0	C	0	
F	19	min_temperature	sint8	1	0	1	0	C	0	
F	20	avg_vertical_oscillation	uint16	4	0	10	0	mm	0	
F	21	avg_vertical_ratio	uint16	4	0	100	0	percent	0	
F	22	avg_stance_time	uint16	4	0	10	0	ms	0	
F	23	avg_stance_time_balance	uint16	4	0	100	0	percent	0	
F	24	avg_step_length	uint16	4	0	10	0	mm	0	
F	25	avg_power	uint16	4	0	1	0	watts	0	
F	26	max_power	uint16	4	0	1	0	watts	0	
F	27	normalized_power	uint16	4	0	1	0	watts	0	
F	28	left_right_balance	left_right_balance_100	4	0	1	0		0	
F	29	time_standing	uint32	6	0	1000	0	s	0	
F	30	avg_left_pco	sint8	1	0	1	0	mm	0	
F	31	avg_right_pco	sint8	1	0	1	0	mm	0	
F	32	avg_left_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	33	avg_left_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	34	avg_right_power_phase	uint8	2	1	0.7111111	0	degrees	0	
F	35	avg_right_power_phase_peak	uint8	2	1	0.7111111	0	degrees	0	
F	36	avg_power_position	uint16	4	1	1	0	watts	0	
F	37	max_power_position	uint16	4	1	1	0	watts	0	
F	38	avg_left_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	39	avg_right_torque_effectiveness	uint8	2	0	2	0	percent	0	
F	40	avg_left_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	41	avg_right_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	42	avg_combined_pedal_smoothness	uint8	2	0	2	0	percent	0	
F	43	avg_flow	float32	8	0	1	0	Flow	0	
F	44	total_grit	float32	8	0	1	0	kGrit	0	
F	47	swim_stroke	swim_stroke	0	0	1	0		0	
F	48	num_active_lengths	uint16	4	0	1	0	lengths	0	
F	49	avg_swolf	uint16	4	0	1	0		0	
F	50	avg_stroke_distance	uint16	4	0	100	0	m	0	
F	51	avg_strokes_per_length	uint16	4	0	10	0	strokes / length	0	
F	52	avg_ascent	uint16	4	0	1	0	m	0	
F	53	max_ascent	uint16	4	0	1	0	m	0	
F	54	climb_grading_scale	climb_grading_scale	0	0	1	0		0	
F	55	climb_max_grade_value	uint32	6	0	1	0		0	
S	climb_max_grade_yds	yds_grading_scale	6	1	0			54=0
S	climb_max_grade_uiaa	uiaa_grading_scale	6	1	0			54=1
S	climb_max_grade_french	french_grading_scale	6	1	0			54=2
S	climb_max_grade_british_adjectival	british_adjectival_grading_scale	6	1	0			54=3
S	climb_max_grade_british_technical	british_technical_grading_scale	6	1	0			54=4
S	climb_max_grade_ewbank	ewbank_grading_scale	6	1	0			54=5
S	climb_max_grade_brazilian	brazilian_grading_scale	6	1	0			54=6
S	climb_max_grade_saxon	saxon_grading_scale	6	1	0			54=7
S	climb_max_grade_vermin	vermin_grading_scale	6	1	0			54=8
S	climb_max_grade_font	font_grading_scale	6	1	0			54=9
S	climb_max_grade_dankyu	dankyu_grading_scale	6	1	0			54=10
F	56	num_falls	uint16	4	0	1	0		0	
F	58	num_climbs_attempted	uint16	4	0	1	0		0	
F	59	num_climbs_completed	uint16	4	0	1	0		0	
F	60	max_distance	uint32	6	0	100	0	m	0	
F	64	metabolic_calories	uint16	4	0	1	0	kcal	0	
F	65	active_time	uint32	6	0	1000	0	s	0	
F	66	total_fractional_ascent	uint8	2	0	100	0	m	0	
F	67	total_fractional_descent	uint8	2	0	100	0	m	0	
F	68	avg_fractional_ascent	uint8	2	0	100	0	m	0	
F	69	max_fractional_ascent	uint8	2	0	100	0	m	0	
F	71	avg_grade_adjusted_speed	uint32	6	0	1000	0	m/s	0	
F	72	avg_stress	uint16	4	0	1	0		0	
F	77	total_moving_time	uint32	6	0	1000	0	s	0	
F	79	start_time	date_time	6	0	1	0		0	
F	87	min_heart_rate	uint8	2	0	1	0	bpm	0	
F	91	avg_stance_time_percent	uint16	4	0	100	0	percent	0	
F	101	max_total_timer_time	uint32	6	0	1000	0	s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
F	254	message_index	message_index	4	0	1	0		0	
M	314	hsa_body_battery_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	level	sint8	1	1	1	0	percent	0	
F	2	charged	sint16	3	1	1	0		0	
F	3	uncharged	sint16	3	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	315	hsa_event
F	0	event_id	uint8	2	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	317	climb_pro
F	0	position_lat	sint32	5	0	1	0	semicircles	0	
F	1	position_long	sint32	5	0	1	0	semicircles	0	
F	2	climb_pro_event	climb_pro_event	0	0	1	0		0	
F	3	climb_number	uint16	4	0	1	0		0	
F	4	climb_category	uint8	2	0	1	0		0	
F	5	current_dist	float32	8	0	1	0	m	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	319	tank_update
F	0	sensor	ant_channel_id	12	0	1	0		0	
F	1	pressure	uint16	4	0	100	0	bar	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	323	tank_summary
F	0	sensor	ant_channel_id	12	0	1	0		0	
F	1	start_pressure	uint16	4	0	100	0	bar	0	
F	2	end_pressure	uint16	4	0	100	0	bar	0	
F	3	volume_used	uint32	6	0	100	0	L	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	346	sleep_assessment
F	0	combined_awake_score	uint8	2	0	1	0		0	
F	1	awake_time_score	uint8	2	0	1	0		0	
F	2	awakenings_count_score	uint8	2	0	1	0		0	
F	3	deep_sleep_score	uint8	2	0	1	0		0	
F	4	sleep_duration_score	uint8	2	0	1	0		0	
F	5	light_sleep_score	uint8	2	0	1	0		0	
F	6	overall_sleep_score	uint8	2	0	1	0		0	
F	7	sleep_quality_score	uint8	2	0	1	0		0	
F	8	sleep_recovery_score	uint8	2	0	1	0		0	
F	9	rem_sleep_score	uint8	2	0	1	0		0	
F	10	sleep_restlessness_score	uint8	2	0	1	0		0	
F	11	awakenings_count	uint8	2	0	1	0		0	
F	14	interruptions_score	uint8	2	0	1	0		0	
F	15	average_stress_during_sleep	uint16	4	0	100	0		0	
M	370	hrv_status_summary
F	0	weekly_average	uint16	4	0	128	0	ms	0	
F	1	last_night_average	uint16	4	0	128	0	ms	0	
F	2	last_night_5_min_high	uint16	4	0	128	0	ms	0	
F	3	baseline_low_upper	uint16	4	0	128	0	ms	0	
F	4	baseline_balanced_lower	uint16	4	0	128	0	ms	0	
F	5	baseline_balanced_upper	uint16	4	0	128	0	ms	0	
F	6	status	hrv_status	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	371	hrv_value
F	0	value	uint16	4	0	128	0	ms	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	372	raw_bbi
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	data	uint16	4	1	1	0		0	2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0;2,14,1,0,,0;3,1,1,0,,0;4,1,1,0,,0
F	2	time	uint16	4	1	1	0	ms	0	
F	3	quality	uint8	2	1	1	0		0	
F	4	gap	uint8	2	1	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	375	device_aux_battery_info
F	0	device_index	device_index	2	0	1	0		0	
F	1	battery_voltage	uint16	4	0	256	0	V	0	
F	2	battery_status	battery_status	2	0	1	0		0	
F	3	battery_identifier	uint8	2	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	376	hsa_gyroscope_data
F	0	timestamp_ms	uint16	4	0	1	0	ms	0	
F	1	sampling_interval	uint16	4	0	1	0	1/32768 s	0	
F	2	gyro_x	sint16	3	1	28.57143	0	deg/s	0	
F	3	gyro_y	sint16	3	1	28.57143	0	deg/s	0	
F	4	gyro_z	sint16	3	1	28.57143	0	deg/s	0	
F	5	timestamp_32k	uint32	6	0	1	0	1/32768 s	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	387	chrono_shot_session
F	0	min_speed	uint32	6	0	1000	0	m/s	0	
F	1	max_speed	uint32	6	0	1000	0	m/s	0	
F	2	avg_speed	uint32	6	0	1000	0	m/s	0	
F	3	shot_count	uint16	4	0	1	0		0	
F	4	projectile_type	projectile_type	0	0	1	0		0	
F	5	grain_weight	uint32	6	0	10	0	gr	0	
F	6	standard_deviation	uint32	6	0	1000	0	m/s	0	
F	253	timestamp	date_time	6	0	1	0		0	
M	388	chrono_shot_data
F	0	shot_speed	uint32	6	0	1000	0	m/s	0	
F	1	shot_num	uint16	4	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	389	hsa_configuration_data
F	0	data	byte	13	1	1	0		0	
F	1	data_size	uint8	2	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	393	dive_apnea_alarm
F	0	depth	uint32	6	0	1000	0	m	0	
F	1	time	sint32	5	0	1	0	s	0	
F	2	enabled	bool	0	0	1	0		0	
F	3	alarm_type	dive_alarm_type	0	0	1	0		0	
F	4	sound	tone	0	0	1	0		0	
F	5	dive_types	sub_sport	0	1	1	0		0	
F	6	id	uint32	6	0	1	0		0	
F	7	popup_enabled	bool	0	0	1	0		0	
F	8	trigger_on_descent	bool	0	0	1	0		0	
F	9	trigger_on_ascent	bool	0	0	1	0		0	
F	10	repeating	bool	0	0	1	0		0	
F	11	speed	sint32	5	0	1000	0	mps	0	
F	254	message_index	message_index	4	0	1	0		0	
M	398	skin_temp_overnight
F	0	local_timestamp	local_date_time	6	0	1	0		0	
F	1	average_deviation	float32	8	0	1	0		0	
F	2	average_7_day_deviation	float32	8	0	1	0		0	
F	4	nightly_value	float32	8	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
M	409	hsa_wrist_temperature_data
F	0	processing_interval	uint16	4	0	1	0	s	0	
F	1	value	uint16	4	1	1000	0	C	0	
F	253	timestamp	date_time	6	0	1	0	s	0	
M	412	nap_event
F	0	start_time	date_time	6	0	1	0	seconds	0	
F	1	start_timezone_offset	sint16	3	0	1	0	minutes	0	
F	2	end_time	date_time	6	0	1	0	seconds	0	
F	3	end_timezone_offset	sint16	3	0	1	0	minutes	0	
F	4	feedback	nap_period_feedback	0	0	1	0		0	
F	5	is_deleted	bool	0	0	1	0		0	
F	6	source	nap_source	0	0	1	0		0	
F	7	update_timestamp	date_time	6	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	470	sleep_disruption_severity_period
F	0	severity	sleep_disruption_severity	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
F	254	message_index	message_index	4	0	1	0		0	
M	471	sleep_disruption_overnight_severity
F	0	severity	sleep_disruption_severity	0	0	1	0		0	
F	253	timestamp	date_time	6	0	1	0		0	
"""#
}
